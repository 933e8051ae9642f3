import type { EntityUi } from './types';
import { recordAllows, ruleHolds } from './recordRules';

describe('record rules (x-ui.permissions.{edit,delete}.when)', () => {
  it('holds for a record whose field is one of the values, whether sent as a number or as text', () => {
    const rule = { field: 'status', in: [1, 5] };
    expect(ruleHolds(rule, { status: 1 })).toBe(true);
    expect(ruleHolds(rule, { status: '5' })).toBe(true);
    expect(ruleHolds(rule, { status: 2 })).toBe(false);
    expect(ruleHolds(rule, { status: null })).toBe(false);
    expect(ruleHolds(rule, {})).toBe(false);
    expect(ruleHolds(undefined, { status: 2 })).toBe(true);
  });

  it('narrows edit and delete separately, and leaves an action without a rule alone', () => {
    const ui = {
      resource: 'thing',
      components: [],
      list: { columns: [] },
      permissions: { edit: { action: '{page}_edit' }, delete: { action: '{page}_delete', when: { field: 'open', in: [true] } } },
    } satisfies EntityUi;
    expect(recordAllows(ui, 'delete', { open: true })).toBe(true);
    expect(recordAllows(ui, 'delete', { open: false })).toBe(false);
    expect(recordAllows(ui, 'edit', { open: false })).toBe(true);
  });
});
