/**
 * The calibration tool's wire (issue 30 §4): the due plans of GET /calibrationPlan/due, and the
 * certificate of a calibration record. Shared by the console and the server.
 */

export const CALIBRATION_DUE_PATH = '/calibrationPlan/due';

/** The certificate PDF of a calibration record. */
export const certificatePath = (recordId: number | string): string => `/calibration/${String(recordId)}/certificate`;

export interface DuePlan {
  id: number;
  name: string;
  /** unix seconds */
  nextDueDate: number;
  /** whole days until the due date, rounded up; 0 or less once due */
  daysLeft: number;
  overdue: boolean;
  deviceCount: number;
}
