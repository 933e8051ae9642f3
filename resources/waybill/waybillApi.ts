/**
 * The waybill actions on the wire (issue 29 §1, §2; server/routes/waybill): each call rejects
 * with the ApiError (its message, or field errors at `fieldErrors`) without a toast: the dialog
 * that made it shows it.
 */
import { api, getApiConfig } from '../../src/api';
import { waybillActionPath, type ReleaseDecision, type ReleaseSummaryAnswer, type WaybillHistory } from '../../src/lib/waybillActions';

const silent = { silent: true } as const;

export type ActionBody = Record<string, unknown>;

export function waybillAction(id: number | string, action: 'depart' | 'deliver' | 'reject' | 'transship' | 'adjust', body: ActionBody = {}): Promise<unknown> {
  return api.post(waybillActionPath(id, action), body, undefined, silent);
}

export function waybillHistory(id: number | string): Promise<WaybillHistory> {
  return api.get<WaybillHistory>(waybillActionPath(id, 'history'), undefined, silent);
}

export function releaseSummary(id: number | string): Promise<ReleaseSummaryAnswer> {
  return api.get<ReleaseSummaryAnswer>(waybillActionPath(id, 'summary'), undefined, silent);
}

export interface ReleaseInput {
  decision: ReleaseDecision;
  comment: string;
  summaryHash: string;
  password: string;
}

/** The signature: the password SM2-encrypted like the login's (SM2 loads on submit, as for the login). */
export async function signRelease(id: number | string, input: ReleaseInput): Promise<unknown> {
  const { encryptPassword } = await import('../../src/lib/sm2');
  const password = encryptPassword(input.password, getApiConfig().sm2PublicKey);
  return api.post(waybillActionPath(id, 'release'), { ...input, password }, undefined, silent);
}
