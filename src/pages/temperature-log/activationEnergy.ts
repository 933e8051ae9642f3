/**
 * The activation energy as the user types it (kJ/mol, issue 14 §3: "configurable per report,
 * default 83.144 kJ/mol") and as the API takes it (J/mol, src/lib/reports.ts bounds). Pure.
 */
import { DEFAULT_ACTIVATION_ENERGY, MAX_ACTIVATION_ENERGY, MIN_ACTIVATION_ENERGY } from '../../lib/reports';

export const KJ = 1000;

/** The input's text of an energy in J/mol. */
export const energyText = (joules: number | null): string => String((joules ?? DEFAULT_ACTIVATION_ENERGY) / KJ);

export type EnergyCheck = { ok: true; joules: number } | { ok: false; min: number; max: number };

/** The typed kJ/mol as J/mol, or the bounds it must lie within. */
export function checkEnergy(text: string): EnergyCheck {
  const trimmed = text.trim().replace(',', '.');
  const value = /^\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) * KJ : NaN;
  if (Number.isFinite(value) && value >= MIN_ACTIVATION_ENERGY && value <= MAX_ACTIVATION_ENERGY) return { ok: true, joules: Math.round(value * 1000) / 1000 };
  return { ok: false, min: MIN_ACTIVATION_ENERGY / KJ, max: MAX_ACTIVATION_ENERGY / KJ };
}
