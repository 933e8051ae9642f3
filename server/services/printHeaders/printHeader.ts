/**
 * The header printed on reports and certificates (issue 30 §4 "Print header rules"): the rule of
 * the organization the paper is about, else of its nearest ancestor with a rule, else the company
 * default rule (no organization), else the company's own name and report logo. A rule's logo is a
 * file of the file store, drawn when it is a PNG or JPEG; a rule without one falls back to the
 * company's report logo (spec §3 defaultReportLogo).
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { fileUrl } from '../files';
import { imageDataUrl, reportLogo } from '../reports/pdf/reportLogo';
import { dataOf } from '../resources/recordQueries';

export interface PrintHeader {
  companyName: string;
  address: string;
  licenceNumber: string;
  /** a data URL (PNG or JPEG), or null for none */
  logo: string | null;
}

type Rule = Record<string, unknown>;

const FILES_PREFIX = fileUrl('');

/** The organization and its ancestors, nearest first (a cycle or another company's row ends the walk). */
export async function organizationLine(db: Kysely<Database>, companyId: number, organizationId: number | null): Promise<number[]> {
  const line: number[] = [];
  let current = organizationId;
  while (current !== null && !line.includes(current)) {
    const row = await db.selectFrom('organizations').select(['id', 'parent_id']).where('id', '=', current).where('company_id', '=', companyId).executeTakeFirst();
    if (!row) break;
    line.push(row.id);
    current = row.parent_id;
  }
  return line;
}

/** The rule that heads a paper of this organization: nearest ancestor's, else the default, else none. */
export async function ruleFor(db: Kysely<Database>, companyId: number, organizationId: number | null): Promise<Rule | undefined> {
  const rows = await db.selectFrom('records').select('data').where('resource', '=', 'printHeadRule').where('company_id', '=', companyId).orderBy('id').execute();
  const rules = rows.map((row) => dataOf(row.data));
  for (const id of await organizationLine(db, companyId, organizationId)) {
    const rule = rules.find((r) => r.organizationId === id);
    if (rule) return rule;
  }
  return rules.find((r) => r.organizationId === undefined || r.organizationId === null);
}

async function ruleLogo(app: FastifyInstance, logo: unknown): Promise<string | null> {
  const url = (logo as { url?: unknown } | null | undefined)?.url;
  if (typeof url !== 'string' || !url.startsWith(FILES_PREFIX)) return null;
  const data = await app.files.get(url.slice(FILES_PREFIX.length));
  return data ? imageDataUrl(data) : null;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

export async function printHeader(app: FastifyInstance, companyId: number, organizationId: number | null): Promise<PrintHeader> {
  const rule = await ruleFor(app.db, companyId, organizationId);
  const logo = (rule ? await ruleLogo(app, rule.logo) : null) ?? (await reportLogo(app, companyId));
  if (rule) return { companyName: text(rule.companyName), address: text(rule.address), licenceNumber: text(rule.licenceNumber), logo };
  const company = await app.db.selectFrom('companies').select('name').where('id', '=', companyId).executeTakeFirst();
  return { companyName: company?.name ?? '', address: '', licenceNumber: '', logo };
}
