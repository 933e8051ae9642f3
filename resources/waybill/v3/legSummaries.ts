/**
 * Each leg's temperature summary (issue 29 §1, "Waybill list (v3)"): the waybill's temperature
 * record (GET /report/temperature, whose devices carry the span their asset carried the goods)
 * matched to the legs: a device belongs to the leg its span starts in. A device whose asset goes
 * on carrying the goods into the next legs has one span, joined across them (server
 * services/waybills/legs.ts `assetSpans`), and so one set of figures: those later legs name it as
 * carried on from the leg it started in, rather than repeat it with figures of part of its span
 * (an MKT of half a trip is not half of the trip's MKT) or say it has no record.
 */
import type { DeviceReport, TemperatureReport } from '../../../src/lib/reports';
import type { WaybillLeg } from '../../../src/lib/waybillActions';

export interface LegSummary {
  leg: WaybillLeg;
  devices: DeviceReport[];
  /** devices whose span began in an earlier leg (`fromSeq`) and goes on through this one */
  continued: Array<{ device: DeviceReport; fromSeq: number }>;
}

const startsIn = (leg: WaybillLeg, start: number) => start >= leg.start && (leg.end === null || start < leg.end || (start === leg.start && leg.end === leg.start));

export function legSummaries(legs: readonly WaybillLeg[], report: TemperatureReport | null): LegSummary[] {
  const devices = report?.devices ?? [];
  const spanOf = (device: DeviceReport) => device.span ?? { start: report!.start, end: report!.end };
  return legs.map((leg) => ({
    leg,
    devices: devices.filter((device) => startsIn(leg, spanOf(device).start)),
    continued: devices.flatMap((device) => {
      const span = spanOf(device);
      if (!(span.start < leg.start && span.end > leg.start)) return [];
      const from = legs.find((l) => startsIn(l, span.start));
      return from ? [{ device, fromSeq: from.seq }] : [];
    }),
  }));
}
