/**
 * Waybill actions (issue 29 §1, spec §4 "Waybill actions"): the state machine shared by the
 * console (which buttons a row shows) and the server (which transition it accepts), the page
 * operation codes that carry them (spec §6), and the wire shapes of the history and the release
 * decision (issue 29 §2).
 */
import { actionCode } from './permissionCodes';
import { WAYBILL_PAGES, type WaybillCodeAction } from './waybillCodeNames';

export { WAYBILL_ACTION_CODES, WAYBILL_CODE_NAMES, WAYBILL_PAGES, type WaybillCodeAction } from './waybillCodeNames';

/** spec §3 Waybill: 1 not shipped, 2 in transit, 3 arrived, 4 rejected */
export const WAYBILL_STATUS = { notShipped: 1, inTransit: 2, arrived: 3, rejected: 4 } as const;
export type WaybillStatusValue = (typeof WAYBILL_STATUS)[keyof typeof WAYBILL_STATUS];

export const WAYBILL_ACTIONS = ['depart', 'deliver', 'reject', 'transship', 'adjust', 'release', 'delete'] as const;
export type WaybillAction = (typeof WAYBILL_ACTIONS)[number];

/** The statuses each action starts from: anything else is refused. */
export const ACTION_FROM: Readonly<Record<WaybillAction, readonly WaybillStatusValue[]>> = {
  depart: [WAYBILL_STATUS.notShipped],
  deliver: [WAYBILL_STATUS.inTransit],
  reject: [WAYBILL_STATUS.inTransit],
  transship: [WAYBILL_STATUS.inTransit],
  // before departure the waybill is a draft, changed by the edit form; afterwards only with a reason
  adjust: [WAYBILL_STATUS.inTransit, WAYBILL_STATUS.arrived, WAYBILL_STATUS.rejected],
  release: [WAYBILL_STATUS.arrived],
  delete: [WAYBILL_STATUS.notShipped],
};

export function actionAllowed(action: WaybillAction, status: number): boolean {
  return (ACTION_FROM[action] as readonly number[]).includes(status);
}

/** The hidden transshipment page: its edit code also allows a transshipment. */
export const TRANSSHIPMENT_PAGE = 'WaybillTransshipment';

/** Every code of the platform for a waybill action, page by page. */
export function waybillCodes(action: WaybillCodeAction): string[] {
  const codes = WAYBILL_PAGES.map((page) => actionCode(page, action));
  return action === 'transship' ? [...codes, actionCode(TRANSSHIPMENT_PAGE, 'edit')] : codes;
}

/** Longest reason, comment or place. */
export const WAYBILL_TEXT_MAX = 500;

/** The properties an adjustment may change (issue 29 §1: times, temperature limits, consignee details). */
export const ADJUSTABLE = ['departureTime', 'deliveryTime', 'minTemperature', 'maxTemperature', 'consignee'] as const;
export type AdjustableField = (typeof ADJUSTABLE)[number];

export interface FieldChange {
  field: string;
  old: unknown;
  new: unknown;
}

export type WaybillEventKind = 'depart' | 'deliver' | 'reject' | 'transship' | 'adjust' | 'release' | 'void';

export interface WaybillEvent {
  id: number;
  kind: WaybillEventKind;
  at: number;
  userName: string;
  reason: string;
  changes: FieldChange[];
}

export interface WaybillLeg {
  seq: number;
  /** the assets carrying the goods on this leg */
  assets: number[];
  fromAsset: number | null;
  toAsset: number | null;
  place: string;
  /** unix seconds: departure for the first leg, the transshipment for the others */
  start: number;
  /** the next leg's start, the delivery, or null while it goes on */
  end: number | null;
}

export type ReleaseDecision = 'release' | 'reject';

/** A stored e-signature (21 CFR Part 11 §11.50: name, time, meaning), never edited or deleted; a later adjustment voids it. */
export interface WaybillSignature {
  id: number;
  decision: ReleaseDecision;
  meaning: string;
  comment: string;
  signerName: string;
  signedAt: number;
  /** SHA-256 hex of the summary the signer was shown */
  summaryHash: string;
  voidedAt: number | null;
  /** the adjustment that voided it */
  voidedByEvent: number | null;
}

export interface WaybillHistory {
  status: number;
  legs: WaybillLeg[];
  events: WaybillEvent[];
  signatures: WaybillSignature[];
  /** arrived, and no signature in force */
  awaitingDecision: boolean;
}

/** One leg's devices' figures in the release summary. */
export interface SummaryDevice {
  number: string;
  /** the span it carried the goods */
  start: number;
  end: number;
  mkt: number | null;
  min: number | null;
  max: number | null;
  timeInRangePct: number | null;
  excursions: number;
  excursionSeconds: number;
}

export interface SummaryAlarm {
  id: number;
  device: string;
  type: string;
  level: number;
  start: number;
  end: number | null;
}

/** What the release decision is taken on (issue 29 §2); its SHA-256 is signed. */
export interface ReleaseSummary {
  waybill: { id: number; number: string; departureTime: number | null; deliveryTime: number | null; minTemperature: number; maxTemperature: number };
  legs: WaybillLeg[];
  devices: SummaryDevice[];
  alarms: SummaryAlarm[];
}

export interface ReleaseSummaryAnswer {
  summary: ReleaseSummary;
  hash: string;
  /** the meaning of each decision's signature, in the request's language */
  meanings: Record<ReleaseDecision, string>;
}

/** The API paths: `/waybill/{id}/{action}`. */
export const waybillActionPath = (id: number | string, action: string): string => `/waybill/${id}/${action}`;
