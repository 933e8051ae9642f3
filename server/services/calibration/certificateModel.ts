/**
 * What a calibration certificate says (issue 30 §4), from a calibration record: the device, the
 * unit that calibrated, each point's reference and measured values, their deviation and whether it
 * is within the tolerance, the verdict (every point passes), the dates. Pure: the loading is
 * certificatePdf.ts's.
 */

/** The tolerance when the record names none: ±0.5 °C, the usual for cold-chain temperature sensors. */
export const DEFAULT_TOLERANCE = 0.5;

export interface CertificatePoint {
  channel: string;
  reference: number;
  measured: number;
  /** measured − reference, °C, one decimal */
  deviation: number;
  pass: boolean;
}

export interface CertificateModel {
  recordId: number;
  certificateNumber: string;
  device: { number: string; name: string; model: string };
  unit: { name: string; accreditationNumber: string; address: string } | null;
  validator: string;
  temperatureZone: string;
  load: string;
  startDate: number;
  dueDate: number;
  tolerance: number;
  points: CertificatePoint[];
  /** null: no point was measured */
  pass: boolean | null;
}

const round1 = (value: number): number => Math.round(value * 10) / 10;

export function certificatePoints(points: unknown, tolerance: number): CertificatePoint[] {
  if (!Array.isArray(points)) return [];
  return points.flatMap((point: unknown) => {
    const { channel, reference, measured } = (point ?? {}) as Record<string, unknown>;
    if (typeof reference !== 'number' || typeof measured !== 'number') return [];
    const deviation = round1(measured - reference);
    // a deviation of exactly the tolerance passes (compared at the one decimal the values have)
    return [{ channel: typeof channel === 'string' ? channel : '', reference, measured, deviation, pass: Math.abs(deviation) <= tolerance + 1e-9 }];
  });
}

export function verdictOf(points: readonly CertificatePoint[]): boolean | null {
  return points.length ? points.every((point) => point.pass) : null;
}

/** The record's certificate number, or one made of its id (CAL-000042). */
export function certificateNumberOf(recordId: number, given: unknown): string {
  return typeof given === 'string' && given.trim() ? given.trim() : `CAL-${String(recordId).padStart(6, '0')}`;
}
