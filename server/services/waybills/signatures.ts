/**
 * Release decisions' e-signatures (issue 29 §2; 21 CFR Part 11 §11.50, §11.200): written once,
 * never edited or deleted. The only change a row ever sees is being voided by a later adjustment
 * (the record stays, naming the adjustment); nothing else in the platform updates or deletes them.
 */
import type { Kysely } from 'kysely';
import type { ReportSignature } from '../../../src/lib/reports';
import type { ReleaseDecision, WaybillSignature } from '../../../src/lib/waybillActions';
import type { Database } from '../../db/schema';
import { recordAudit } from '../audit/recordAudit';

/** The audit trail's name for a signature (issue 30 §1): entries 'sign' and 'void' of the signature's id. */
export const SIGNATURE_ENTITY = 'waybillSignature';

export async function listSignatures(db: Kysely<Database>, waybillId: number): Promise<WaybillSignature[]> {
  const rows = await db.selectFrom('waybill_signatures').selectAll().where('waybill_id', '=', waybillId).orderBy('id').execute();
  return rows.map((row) => ({
    id: row.id,
    decision: row.decision as ReleaseDecision,
    meaning: row.meaning,
    comment: row.comment,
    signerName: row.signer_name,
    signedAt: Number(row.signed_at),
    summaryHash: row.summary_hash,
    voidedAt: row.voided_at === null ? null : Number(row.voided_at),
    voidedByEvent: row.voided_by_event,
  }));
}

/** What the waybill's PDF prints. */
export async function reportSignatures(db: Kysely<Database>, waybillId: number): Promise<ReportSignature[]> {
  return (await listSignatures(db, waybillId)).map(({ decision, signerName, signedAt, meaning, comment, summaryHash, voidedAt }) => ({
    decision,
    signerName,
    signedAt,
    meaning,
    comment,
    summaryHash,
    voidedAt,
  }));
}

/** The signature in force: the newest not voided. */
export async function signatureInForce(db: Kysely<Database>, waybillId: number): Promise<number | undefined> {
  const row = await db.selectFrom('waybill_signatures').select('id').where('waybill_id', '=', waybillId).where('voided_at', 'is', null).executeTakeFirst();
  return row?.id;
}

export interface NewSignature {
  waybillId: number;
  companyId: number;
  decision: ReleaseDecision;
  meaning: string;
  comment: string;
  signerId: number;
  signerName: string;
  signedAt: number;
  summaryHash: string;
  summary: string;
  /** the signer's login account and the request's address, for the audit trail */
  signerUsername: string;
  ip: string;
}

/** Stores the signature and its audit entry; call it in the decision's transaction. */
export async function insertSignature(db: Kysely<Database>, s: NewSignature): Promise<number> {
  const row = await db
    .insertInto('waybill_signatures')
    .values({
      waybill_id: s.waybillId,
      company_id: s.companyId,
      decision: s.decision,
      meaning: s.meaning,
      comment: s.comment,
      signer_id: s.signerId,
      signer_name: s.signerName,
      signed_at: s.signedAt,
      summary_hash: s.summaryHash,
      summary: s.summary,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await recordAudit(db, {
    actor: { id: s.signerId, username: s.signerUsername },
    companyId: s.companyId,
    ip: s.ip,
    at: s.signedAt,
    entity: SIGNATURE_ENTITY,
    recordId: row.id,
    action: 'sign',
    changes: [
      { field: 'waybillId', old: null, new: s.waybillId },
      { field: 'decision', old: null, new: s.decision },
      { field: 'meaning', old: null, new: s.meaning },
      { field: 'comment', old: null, new: s.comment },
      { field: 'signerName', old: null, new: s.signerName },
      { field: 'summaryHash', old: null, new: s.summaryHash },
    ],
  });
  return row.id;
}

/**
 * An adjustment after the decision voids it (issue 29 §2): marked, never removed, and the voiding
 * recorded in the audit trail by the adjustment's transaction. Returns how many were voided.
 */
export async function voidSignatures(
  db: Kysely<Database>,
  waybillId: number,
  eventId: number,
  nowUnix: number,
  by?: { actorId: number; companyId: number; ip?: string },
): Promise<number> {
  const voiding = await db.selectFrom('waybill_signatures').select('id').where('waybill_id', '=', waybillId).where('voided_at', 'is', null).execute();
  if (by) {
    const user = await db.selectFrom('users').select('username').where('id', '=', by.actorId).executeTakeFirst();
    for (const { id } of voiding) {
      await recordAudit(db, {
        actor: { id: by.actorId, username: user?.username ?? '' },
        companyId: by.companyId,
        ip: by.ip ?? '',
        at: nowUnix,
        entity: SIGNATURE_ENTITY,
        recordId: id,
        action: 'void',
        changes: [{ field: 'voidedByEvent', old: null, new: eventId }],
      });
    }
  }
  const result = await db
    .updateTable('waybill_signatures')
    .set({ voided_at: nowUnix, voided_by_event: eventId })
    .where('waybill_id', '=', waybillId)
    .where('voided_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
