/**
 * Floor plans (issue 29 §5, page /asset/floorplan): a plan image of a site (one of the company's
 * organizations) with the company's devices placed on it. A place is kept as fractions of the
 * image's width and height (0 left/top … 1 right/bottom), so the plan scales to any screen.
 * One contract for the server (routes/floorplan) and the console (resources/device/floorplan).
 */
import type { MonitorRow } from './readings';

/** GET list, POST upload (multipart `image`, `name`, `organizationId`); /{id}: GET, PUT rename, DELETE; /{id}/devices/{deviceId}: PUT place, DELETE remove. */
export const FLOOR_PLAN_PATH = '/floorplan';
/** The page whose menu and operation codes guard the routes (spec §6). */
export const FLOOR_PLAN_COMPONENT = '/asset/floorplan/index';
export const FLOOR_PLAN_ROUTE_NAME = 'AssetFloorPlan';
/** spec §9 "Images 200 KB or 5 MB": a plan drawing is the larger kind. */
export const FLOOR_PLAN_MAX_BYTES = 5 * 1024 * 1024;
/** The upload's image types (as the avatar's: the extension, declared type and first bytes agree). */
export const FLOOR_PLAN_ACCEPT = ['.png', '.jpg', '.jpeg', '.gif'] as const;
/** Devices one plan may hold: more would not fit any screen as markers. */
export const FLOOR_PLAN_MAX_DEVICES = 200;
export const FLOOR_PLAN_NAME_MAX = 50;

export interface FloorPlan {
  id: number;
  name: string;
  organizationId: number;
  /** /api/files/… of the image */
  image: string;
  /** placed devices */
  devices: number;
  updatedAt: number;
}

/** A device of the page's list (GET /floorplan/devices). */
export interface PlanDevice {
  id: number;
  number: string;
  name: string;
}

/** A placed device with its latest state (the monitor's row: reading, thresholds, online, state). */
export interface PlacedDevice {
  x: number;
  y: number;
  device: MonitorRow;
  /** the device's open alarms, and the highest level among them (1–5; null without any) */
  openAlarms: number;
  alarmLevel: number | null;
}

export interface FloorPlanDetail extends Omit<FloorPlan, 'devices'> {
  placed: PlacedDevice[];
}

/** A fraction kept to 4 decimals: 0.01 % of a plan is finer than any screen shows. */
export function roundFraction(value: number): number {
  return Math.round(Math.min(1, Math.max(0, value)) * 10_000) / 10_000;
}

/** The keyboard's step: an arrow key moves a marker 1 % of the plan, with Shift 10 %. */
export const NUDGE_STEP = 0.01;
export const NUDGE_BIG_STEP = 0.1;

const ARROWS: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

/** Where an arrow key moves a marker at (x, y), kept on the plan; null for any other key. */
export function nudge(position: { x: number; y: number }, key: string, big = false): { x: number; y: number } | null {
  const arrow = ARROWS[key];
  if (!arrow) return null;
  const step = big ? NUDGE_BIG_STEP : NUDGE_STEP;
  return { x: roundFraction(position.x + arrow[0] * step), y: roundFraction(position.y + arrow[1] * step) };
}

/** A point of the page (clientX/Y) as fractions of the image's box; null when it is outside the image. */
export function fractionIn(box: { left: number; top: number; width: number; height: number }, clientX: number, clientY: number): { x: number; y: number } | null {
  if (box.width <= 0 || box.height <= 0) return null;
  const x = (clientX - box.left) / box.width;
  const y = (clientY - box.top) / box.height;
  if (x < 0 || x > 1 || y < 0 || y > 1) return null;
  return { x: roundFraction(x), y: roundFraction(y) };
}
