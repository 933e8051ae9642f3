/**
 * The premium services' states (issue 30 §2, spec §4): one premium_services row per company and
 * service that was ever activated; no row is "not activated". The data interface's state is also
 * companies.data_interface, which the docking routes read (028): every change here writes both in
 * one transaction. A trial lasts TRIAL_DAYS with TRIAL_DEVICES devices (spec §9), is given once per
 * company and service, and ends by itself (`endDueTrials`, run by the premium timer).
 */
import { fieldChanges } from '../audit/changes';
import { recordAudit, type AuditActor } from '../audit/recordAudit';
import type { Kysely, Transaction } from 'kysely';
import { PREMIUM_SERVICES, SERVICE_STATE, type CompanyServices, type PremiumAction, type PremiumService, type ServiceStatus } from '../../../src/lib/premium';
import { TRIAL_DAYS, TRIAL_DEVICES } from '../../../src/lib/registration';
import type { Database } from '../../db/schema';

const DAY = 86_400;

type Row = Database['premium_services'];

function statusOf(service: PremiumService, row: Row | undefined, dataInterface: number): ServiceStatus {
  const state = service === 'docking' ? dataInterface : (row?.state ?? SERVICE_STATE.notActivated);
  const inTrial = state === SERVICE_STATE.trial;
  return {
    service,
    state,
    trialEndsAt: inTrial && row?.trial_ends_at != null ? Number(row.trial_ends_at) : null,
    deviceLimit: inTrial ? (row?.device_limit ?? TRIAL_DEVICES) : null,
    trialUsed: row?.trial_started_at != null,
    updatedBy: row?.updated_by ?? null,
    updatedAt: row?.updated_at == null ? null : Number(row.updated_at),
  };
}

/** The services of these companies (all of them when `companyIds` is null), by company name. */
export async function companyServices(db: Kysely<Database>, companyIds: readonly number[] | null): Promise<CompanyServices[]> {
  if (companyIds && !companyIds.length) return [];
  let companies = db.selectFrom('companies').select(['id', 'name', 'data_interface']).orderBy('id');
  if (companyIds) companies = companies.where('id', 'in', companyIds);
  const rows = await companies.execute();
  if (!rows.length) return [];
  const services = await db
    .selectFrom('premium_services')
    .selectAll()
    .where(
      'company_id',
      'in',
      rows.map((row) => row.id),
    )
    .execute();
  const byKey = new Map(services.map((row) => [`${row.company_id}:${row.service}`, row]));
  return rows.map((company) => ({
    companyId: company.id,
    companyName: company.name,
    services: PREMIUM_SERVICES.map((service) => statusOf(service, byKey.get(`${company.id}:${service}`), company.data_interface)),
  }));
}

/** One service of one company; undefined for a company that does not exist. */
export async function serviceStatus(db: Kysely<Database>, companyId: number, service: PremiumService): Promise<ServiceStatus | undefined> {
  const [company] = await companyServices(db, [companyId]);
  return company?.services.find((status) => status.service === service);
}

async function writeState(
  trx: Transaction<Database>,
  companyId: number,
  service: PremiumService,
  values: Pick<Row, 'state' | 'trial_ends_at' | 'device_limit' | 'updated_by' | 'updated_at'> & { trial_started_at?: number },
): Promise<void> {
  const existing = await trx.selectFrom('premium_services').select('company_id').where('company_id', '=', companyId).where('service', '=', service).executeTakeFirst();
  if (existing) await trx.updateTable('premium_services').set(values).where('company_id', '=', companyId).where('service', '=', service).execute();
  else await trx.insertInto('premium_services').values({ company_id: companyId, service, trial_started_at: null, ...values }).execute();
  if (service === 'docking') await trx.updateTable('companies').set({ data_interface: values.state }).where('id', '=', companyId).execute();
}

export type ActionOutcome = 'ok' | 'companyNotFound' | 'trialUsed' | 'alreadySubscribed';

/** Sales' action on a company's service (the route checked who asks). */
export async function applyAction(
  db: Kysely<Database>,
  input: { companyId: number; service: PremiumService; action: PremiumAction; by: string },
  nowUnix: number,
  audit?: AuditActor,
): Promise<ActionOutcome> {
  return db.transaction().execute(async (trx) => {
    const outcome = await act(trx);
    // issue 30 §1: sales' action in the trail, in its transaction
    if (outcome === 'ok' && audit) {
      const after = await trx.selectFrom('premium_services').select(['state', 'trial_ends_at']).where('company_id', '=', input.companyId).where('service', '=', input.service).executeTakeFirst();
      await recordAudit(trx, { ...audit, companyId: input.companyId, at: nowUnix, entity: 'premiumService', recordId: `${input.companyId}:${input.service}`, action: input.action, changes: fieldChanges(undefined, { ...after }) });
    }
    return outcome;
  });

  async function act(trx: Transaction<Database>): Promise<ActionOutcome> {
    const company = await trx.selectFrom('companies').select(['id', 'data_interface']).where('id', '=', input.companyId).executeTakeFirst();
    if (!company) return 'companyNotFound';
    const row = await trx.selectFrom('premium_services').selectAll().where('company_id', '=', input.companyId).where('service', '=', input.service).executeTakeFirst();
    const current = statusOf(input.service, row, company.data_interface);
    const who = { updated_by: input.by, updated_at: nowUnix };
    if (input.action === 'subscribe') {
      await writeState(trx, input.companyId, input.service, { state: SERVICE_STATE.subscribed, trial_ends_at: null, device_limit: null, ...who });
      return 'ok';
    }
    if (input.action === 'cancel') {
      await writeState(trx, input.companyId, input.service, { state: SERVICE_STATE.notActivated, trial_ends_at: null, device_limit: null, ...who });
      return 'ok';
    }
    if (current.state === SERVICE_STATE.subscribed) return 'alreadySubscribed';
    if (current.trialUsed) return 'trialUsed';
    await writeState(trx, input.companyId, input.service, {
      state: SERVICE_STATE.trial,
      trial_ends_at: nowUnix + TRIAL_DAYS * DAY,
      device_limit: TRIAL_DEVICES,
      trial_started_at: nowUnix,
      ...who,
    });
    return 'ok';
  }
}

/** Ends every trial whose end has come: the service is not activated again. Answers how many ended. */
export async function endDueTrials(db: Kysely<Database>, nowUnix: number): Promise<number> {
  const due = await db
    .selectFrom('premium_services')
    .select(['company_id', 'service'])
    .where('state', '=', SERVICE_STATE.trial)
    .where('trial_ends_at', '<=', nowUnix)
    .execute();
  for (const row of due) {
    await db.transaction().execute(async (trx) => {
      // another instance or an action may have changed it meanwhile: only a trial still due ends
      const ended = await trx
        .updateTable('premium_services')
        .set({ state: SERVICE_STATE.notActivated, trial_ends_at: null, device_limit: null, updated_by: 'system', updated_at: nowUnix })
        .where('company_id', '=', row.company_id)
        .where('service', '=', row.service)
        .where('state', '=', SERVICE_STATE.trial)
        .where('trial_ends_at', '<=', nowUnix)
        .executeTakeFirst();
      if (Number(ended.numUpdatedRows) === 1 && row.service === 'docking') {
        await trx.updateTable('companies').set({ data_interface: SERVICE_STATE.notActivated }).where('id', '=', row.company_id).execute();
      }
    });
  }
  return due.length;
}
