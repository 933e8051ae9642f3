/**
 * A handling solution (`triggerDealSolution`, a schema entity in `records`: {name, content}) of the
 * user's company, for an acknowledgement that picks one instead of typing its comment.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { TRIGGER_DEAL_SOLUTION } from '../config';

export interface HandlingSolution {
  id: number;
  name: string;
  content: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** undefined for a missing solution and for another company's alike. */
export async function findSolution(db: Kysely<Database>, companyId: number, id: number): Promise<HandlingSolution | undefined> {
  const row = await db
    .selectFrom('records')
    .select(['id', 'data'])
    .where('resource', '=', TRIGGER_DEAL_SOLUTION)
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  let data: Record<string, unknown> = {};
  try {
    data = JSON.parse(row.data) as Record<string, unknown>;
  } catch {
    // a record that does not read is a solution without text
  }
  return { id: row.id, name: text(data.name), content: text(data.content) };
}
