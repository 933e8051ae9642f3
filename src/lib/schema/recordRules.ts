/**
 * `x-ui.permissions.edit.when` / `.delete.when`: the records an edit or delete button applies to
 * (a waybill is edited and deleted only while not shipped, issue 29 §1). Pure: the generated list
 * hides the row's button and the bulk-delete checkbox of the others; the server refuses them.
 */
import type { EntityUi, RecordRule } from './types';

/** Whether `record` is one the rule holds for; no rule holds for every record. */
export function ruleHolds(rule: RecordRule | undefined, record: Record<string, unknown>): boolean {
  if (!rule) return true;
  const value = record[rule.field];
  // a list's filter may bring '1' where the schema says 1: compared as text, booleans and numbers alike
  return rule.in.some((allowed) => String(allowed) === String(value));
}

/** Whether the entity's edit or delete may apply to `record` at all (the user's codes aside). */
export function recordAllows(ui: EntityUi, action: 'edit' | 'delete', record: Record<string, unknown>): boolean {
  return ruleHolds(ui.permissions?.[action]?.when, record);
}
