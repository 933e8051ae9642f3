/**
 * Each leg's temperature summary (issue 29 §1, "Waybill list (v3)"): the waybill's temperature
 * record (GET /report/temperature, whose devices carry the span their asset carried the goods)
 * matched to the legs: a device belongs to the leg its span starts in.
 */
import type { DeviceReport, TemperatureReport } from '../../../src/lib/reports';
import type { WaybillLeg } from '../../../src/lib/waybillActions';

export interface LegSummary {
  leg: WaybillLeg;
  devices: DeviceReport[];
}

export function legSummaries(legs: readonly WaybillLeg[], report: TemperatureReport | null): LegSummary[] {
  return legs.map((leg) => ({
    leg,
    devices: (report?.devices ?? []).filter((device) => {
      const start = device.span?.start ?? report!.start;
      return start >= leg.start && (leg.end === null || start < leg.end || (start === leg.start && leg.end === leg.start));
    }),
  }));
}
