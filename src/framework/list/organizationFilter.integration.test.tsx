/**
 * The device list's organization filter as operator01 against the real platform in-process
 * (issue 26 §3): a role without the Organization page filters by its own organizations — the
 * subtree of its organization, as a tree, from GET /organization/options — and no call of the
 * page is refused (the generic `organization` list, which needs that page, answered 403 before;
 * the organization column's labels, asked by id, are allowed).
 */
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createDataProvider } from '../../providers/dataProvider';
import { renderDeviceList } from '../../../test/support/deviceListPage';
import { loggedInPlatform, OPERATOR } from '../../../test/support/platformClient';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });
configure({ asyncUtilTimeout: 10_000 });

const harness = loggedInPlatform(OPERATOR);

/** The operator's organization and those under it, depth first, siblings by id, walked here over the whole table. */
async function expectedTree(): Promise<string[]> {
  const { platform } = harness();
  const db = platform.app.db;
  const user = await db.selectFrom('users').select('organization_id').where('username', '=', OPERATOR.username).executeTakeFirstOrThrow();
  const rows = await db.selectFrom('organizations').select(['id', 'parent_id', 'name']).orderBy('id').execute();
  const walk = (id: number, depth: number): string[] => {
    const row = rows.find((r) => r.id === id)!;
    return [`${'\u2003'.repeat(depth)}${row.name}`, ...rows.filter((r) => r.parent_id === id).flatMap((r) => walk(r.id, depth + 1))];
  };
  return walk(user.organization_id!, 0);
}

describe('the device list organization filter, as operator01', () => {
  it("offers its organization's subtree as a tree, and no call is refused", async () => {
    renderDeviceList(createDataProvider());
    await screen.findAllByRole('row', undefined, { timeout: 20_000 });
    fireEvent.click(await screen.findByRole('button', { name: 'Add filter' }));
    fireEvent.click(await screen.findByRole('menuitemcheckbox', { name: /Organization/ }));
    const select = await screen.findByRole('combobox', { name: /Organization/ });
    fireEvent.mouseDown(select);
    const expected = await expectedTree();
    expect(expected.length).toBeGreaterThan(1);
    const listbox = await screen.findByRole('listbox');
    await waitFor(() => expect(within(listbox).getAllByRole('option').map((o) => o.textContent ?? '').filter((t) => t.trim() !== '')).toEqual(expected));

    const { calls } = harness();
    expect(calls.filter((call) => call.status >= 400).map((call) => `${call.status} ${call.method} ${call.path}`)).toEqual([]);
    expect(calls.some((call) => call.path === '/api/organization/options')).toBe(true);
  });
});
