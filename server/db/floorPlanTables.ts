import type { Generated } from 'kysely';

/** Floor plans (migration 035, routes/floorplan): a plan image of an organization of the company. */
export interface FloorPlansTable {
  id: Generated<number>;
  company_id: number;
  organization_id: number;
  name: string;
  /** /api/files/… */
  image: string;
  created_at: number;
  updated_at: number;
}

/** A device placed on a plan: x, y are fractions of the image (0…1 from the left and the top). */
export interface FloorPlanDevicesTable {
  plan_id: number;
  device_id: number;
  x: number;
  y: number;
}
