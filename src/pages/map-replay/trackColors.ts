/** The track's colours: in range blue, too warm red, too cold violet, unmeasured grey (told apart by lightness too). */
import type { SegmentKind } from './trackSegments';

export const SEGMENT_COLORS: Readonly<Record<SegmentKind, string>> = {
  ok: '#1565c0',
  high: '#d32f2f',
  low: '#7b1fa2',
  unknown: '#9e9e9e',
};

export const STOP_COLOR = '#f9a825';
export const ALARM_COLOR = '#b71c1c';
export const VEHICLE_COLOR = '#111111';
