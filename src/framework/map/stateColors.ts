import type { VehicleState } from '../../lib/maps';

/**
 * One colour per vehicle state on every map page and its legend. Told apart by more than hue for
 * the colour-blind: alarm red and moving green differ in lightness too, offline is grey.
 */
export const STATE_COLORS: Readonly<Record<VehicleState, string>> = {
  moving: '#2e7d32',
  stopped: '#1565c0',
  offline: '#9e9e9e',
  alarm: '#d32f2f',
};
