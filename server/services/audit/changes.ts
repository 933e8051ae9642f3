/**
 * The changed fields of a write, old and new, with secrets masked: a password hash, a token or a
 * key never lands in the trail (issue 30 §1), only that it changed.
 */
import { MASKED, type FieldChange } from '../../../src/lib/audit';

const SECRET_NAME = /password|secret|token|hash|salt|apikey|privatekey|credential/i;

export const isSecretField = (name: string, secret: ReadonlySet<string> = new Set()): boolean => secret.has(name) || SECRET_NAME.test(name);

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** `before` undefined: a create (every field of `after`); `after` undefined: a delete (every field of `before`). */
export function fieldChanges(
  before: Readonly<Record<string, unknown>> | undefined,
  after: Readonly<Record<string, unknown>> | undefined,
  secret: ReadonlySet<string> = new Set(),
): FieldChange[] {
  const names = new Set([...Object.keys(after ?? {}), ...(after ? [] : Object.keys(before ?? {}))]);
  const changes: FieldChange[] = [];
  for (const field of [...names].sort()) {
    if (field === 'id') continue;
    const old = before?.[field] ?? null;
    const next = after ? (after[field] ?? null) : null;
    if (before && after && same(old, next)) continue;
    if (!before && next === null) continue;
    if (isSecretField(field, secret)) changes.push({ field, old: old === null ? null : MASKED, new: next === null ? null : MASKED });
    else changes.push({ field, old, new: next });
  }
  return changes;
}
