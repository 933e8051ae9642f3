/** Each channel's line colour, the same on every chart of the page (and readable on light and dark backgrounds). */
import type { ReadingField } from '../../../src/lib/readings';

export const FIELD_COLORS: Record<ReadingField, string> = {
  temperature: '#e8590c',
  humidity: '#1c7ed6',
  battery: '#2f9e44',
  signal: '#7048e8',
  power: '#868e96',
  lat: '#868e96',
  lng: '#868e96',
  pressure: '#0c8599',
  light: '#f08c00',
  o2: '#1098ad',
  co2: '#5c940d',
  shake: '#c2255c',
  door: '#862e9c',
};
