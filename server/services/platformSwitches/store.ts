/**
 * The platform switches (src/lib/platformSwitches.ts) live in the `settings` table under one key,
 * so that every instance of a cluster reads the same. Each instance keeps what it read for at most
 * CACHE_MS (the read-only check runs on every write and must not cost a query each time): a switch
 * changed on another instance is seen there that much later at most; on the instance that changed
 * it, at once.
 */
import { fieldChanges } from '../audit/changes';
import { recordAudit, type AuditActor } from '../audit/recordAudit';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { EMPTY_SWITCHES, type PlatformBanner, type PlatformSwitches, type ReadOnlyMode } from '../../../src/lib/platformSwitches';
import type { Database } from '../../db/schema';

export const SWITCHES_KEY = 'platform.switches';
/** How long an instance trusts what it read, in milliseconds of the app's clock. */
export const CACHE_MS = 3000;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The stored value over the defaults: a row written by an older or newer version still reads. */
export function parseSwitches(raw: string | undefined): PlatformSwitches {
  if (!raw) return EMPTY_SWITCHES;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return EMPTY_SWITCHES;
  }
  if (!isObject(parsed)) return EMPTY_SWITCHES;
  const banner = isObject(parsed.banner) ? parsed.banner : {};
  const readOnly = isObject(parsed.readOnly) ? parsed.readOnly : {};
  const text = isObject(banner.text) ? banner.text : {};
  const str = (value: unknown) => (typeof value === 'string' ? value : '');
  const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);
  return {
    banner: {
      enabled: banner.enabled === true,
      text: { 'zh-CN': str(text['zh-CN']), 'zh-TW': str(text['zh-TW']), en: str(text.en) },
      severity: banner.severity === 'warning' ? 'warning' : 'info',
      startsAt: num(banner.startsAt),
      endsAt: num(banner.endsAt),
      updatedAt: num(banner.updatedAt) ?? 0,
      updatedBy: str(banner.updatedBy),
    },
    readOnly: { on: readOnly.on === true, note: str(readOnly.note), updatedAt: num(readOnly.updatedAt) ?? 0, updatedBy: str(readOnly.updatedBy) },
  };
}

export async function readSwitches(db: Kysely<Database>): Promise<PlatformSwitches> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', SWITCHES_KEY).executeTakeFirst();
  return parseSwitches(row?.value);
}

export interface SwitchStore {
  /** the switches, read at most CACHE_MS ago */
  current(): Promise<PlatformSwitches>;
  /** reads the stored switches, changes one part and stores them, in one transaction */
  setBanner(banner: PlatformBanner, by?: AuditActor): Promise<PlatformSwitches>;
  setReadOnly(mode: ReadOnlyMode, by?: AuditActor): Promise<PlatformSwitches>;
}

export function createSwitchStore(app: FastifyInstance): SwitchStore {
  let cached: { value: PlatformSwitches; at: number } | null = null;
  const nowMs = () => app.config.now();

  async function change(update: (current: PlatformSwitches) => PlatformSwitches, by?: AuditActor): Promise<PlatformSwitches> {
    const next = await app.db.transaction().execute(async (trx) => {
      const before = await readSwitches(trx);
      const value = update(before);
      const text = JSON.stringify(value);
      await trx
        .insertInto('settings')
        .values({ key: SWITCHES_KEY, value: text })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value: text }))
        .execute();
      // issue 30 §1: what all companies share changed, in the trail
      const changes = fieldChanges({ ...before }, { ...value });
      if (by && changes.length) await recordAudit(trx, { ...by, companyId: null, at: app.nowUnix(), entity: 'platformSwitches', recordId: SWITCHES_KEY, action: 'update', changes });
      return value;
    });
    cached = { value: next, at: nowMs() };
    return next;
  }

  return {
    async current() {
      const now = nowMs();
      // a clock moved back (a test) reads again rather than trusting the future
      if (cached && now - cached.at < CACHE_MS && now >= cached.at) return cached.value;
      const value = await readSwitches(app.db);
      cached = { value, at: now };
      return value;
    },
    setBanner: (banner, by) => change((current) => ({ ...current, banner }), by),
    setReadOnly: (readOnly, by) => change((current) => ({ ...current, readOnly }), by),
  };
}
