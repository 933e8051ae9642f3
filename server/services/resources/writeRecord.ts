/**
 * One record's write, as the generic create and update routes do it and the Import action does it
 * for each row (issue 29 §3): the schema's check, the page's permission, the entity's own rules
 * and references; then the record and its hooks in one transaction.
 */
import type { FastifyInstance } from 'fastify';
import type { Transaction } from 'kysely';
import type { EntityAction } from '../../../src/lib/schema/types';
import type { FieldIssues } from '../../../src/lib/validation/compile';
import type { Database } from '../../db/schema';
import type { AuthUser } from '../users';
import { fieldChanges } from '../audit/changes';
import { recordAudit } from '../audit/recordAudit';
import { canWrite, isPlatformData } from './access';
import { isReferenceOrCheckFailure } from './engineSql';
import { referenceIssues } from './references';
import type { LoadedEntity } from './registry';
import { duplicateIssues, type ResourceRecord, type Row, type Scope } from './store';

/** The engine's constraint errors as answers: a duplicate is the field's problem, a dangling reference the request's. */
export function constraintIssues(error: unknown, companyScoped: boolean): FieldIssues | null {
  const duplicate = duplicateIssues(error, companyScoped);
  if (duplicate) return duplicate;
  if (isReferenceOrCheckFailure(error)) return { _: { key: 'validation.invalid' } };
  return null;
}

/**
 * The schema's check of a write. On update what is sent is checked beside what is stored,
 * and `null` clears an optional property. '' clears an optional text: stored as '', read
 * back as absent, never checked against its format.
 */
export function validateWrite(entity: LoadedEntity, values: Row, existing: ResourceRecord | undefined): FieldIssues | null {
  const { schema, properties, validate } = entity;
  const required = new Set(schema.required ?? []);
  const issues: FieldIssues = {};
  for (const [name, value] of Object.entries(values)) if (value === null && required.has(name)) issues[name] = { key: 'validation.required' };
  if (Object.keys(issues).length) return issues;
  const checked = Object.fromEntries(
    Object.entries(values).filter(([name, value]) => value !== null && (value !== '' || required.has(name) || properties.get(name)?.kind !== 'string')),
  );
  if (!existing) return validate(checked);
  // what is stored stands beside what is sent, so a rule that spans fields (max > min, the
  // asset types of a role) sees both sides; nothing read-only is re-checked
  const stored = Object.fromEntries(
    Object.entries(existing).filter(([name]) => name !== 'id' && !(name in values) && properties.has(name) && !properties.get(name)!.readOnly),
  );
  return validate({ ...stored, ...checked }, { partial: true, original: existing });
}

export interface WriteInput {
  actor: AuthUser;
  values: Row;
  scope: Scope;
  existing?: ResourceRecord;
  /** the permission asked: create or edit from the forms, import from the Import action */
  action: Extract<EntityAction, 'create' | 'edit' | 'import'>;
  /** issues found before the schema's check (files kept, cells read): they stop the write the same way */
  extraIssues?: (values: Row) => FieldIssues | null;
}

/** The record's fields, checked: the page's code first, then the schema, references, the entity's own rules. */
export async function checkWrite(app: FastifyInstance, entity: LoadedEntity, input: WriteInput): Promise<FieldIssues | 'forbidden' | null> {
  const { actor, values, existing, scope, action } = input;
  // permission first: the page the written record lands on must allow it, whatever its fields
  if (!(await canWrite(app.db, actor, entity.schema, action, { ...existing, ...values }, scope.nowUnix))) return 'forbidden';
  if (entity.hooks.defaults) await entity.hooks.defaults({ db: app.db, actor, values, ...(existing ? { existing } : {}) });
  const issues = validateWrite(entity, values, existing) ?? input.extraIssues?.(values) ?? null;
  if (issues) return issues;
  const own = entity.hooks.check ? await entity.hooks.check({ db: app.db, actor, values, config: app.config, ...(existing ? { existing } : {}) }) : null;
  return own ?? (await referenceIssues(app.resources.entities, entity, values, scope));
}

/** The properties whose values the trail masks: write-only ones (passwords) and secret-looking names (services/audit/changes.ts). */
export function secretFields(entity: LoadedEntity): Set<string> {
  return new Set([...entity.properties].filter(([, info]) => info.writeOnly).map(([name]) => name));
}

/** Whose entry a write of the entity is: its company's, or null for platform data (a platform admin reads it). */
export function auditCompany(entity: LoadedEntity, actor: AuthUser, scope: Scope): number | null {
  return isPlatformData(entity.schema) ? null : (scope.companyId ?? actor.companyId);
}

/**
 * Inserts or updates a checked record and runs the entity's `save` hook, in one transaction with
 * its audit entry (issue 30 §1); the engine's constraint errors are thrown.
 */
export async function saveRecord(
  app: FastifyInstance,
  entity: LoadedEntity,
  input: Pick<WriteInput, 'actor' | 'values' | 'scope' | 'existing'> & {
    /** more writes of the same record, in its transaction (an imported waybill's departure); a throw stores nothing */
    then?: (trx: Transaction<Database>, id: number) => Promise<void>;
    /** the request's address, for the audit trail */
    ip?: string;
  },
): Promise<number> {
  const { actor, values, scope, existing, then } = input;
  const { store, hooks } = entity;
  const extra = !existing && hooks.insertExtra ? await hooks.insertExtra(app.db, values) : {};
  return app.db.transaction().execute(async (trx) => {
    const saved = existing ? (await store.on(trx).update(existing.id, values, scope), existing.id) : await store.on(trx).insert(values, scope, extra);
    if (hooks.save) await hooks.save(trx, saved, values, { actor, nowUnix: scope.nowUnix, ip: input.ip ?? '', ...(existing ? { existing } : {}) });
    if (then) await then(trx, saved);
    await recordAudit(trx, {
      actor,
      companyId: auditCompany(entity, actor, scope),
      ip: input.ip ?? '',
      at: scope.nowUnix,
      entity: entity.name,
      recordId: saved,
      action: existing ? 'update' : 'create',
      changes: fieldChanges(existing, values, secretFields(entity)),
    });
    return saved;
  });
}
