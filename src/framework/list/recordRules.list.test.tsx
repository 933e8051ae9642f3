/**
 * `x-ui.permissions.{edit,delete}.when` in the generated list, with the real waybill schema (issue
 * 29 §1: edited and deleted only while not shipped): a shipped row has no Edit or Delete button and
 * no bulk-delete checkbox, "select all" takes only the rows that may be deleted, and the bulk
 * delete asks for those alone. The server refuses the others anyway (server/routes/waybill/transitions.test.ts).
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, testDataProvider } from 'react-admin';
import defs from '../../../schemas/defs.schema.json';
import waybill from '../../../schemas/waybill.schema.json';
import { stubApi } from '../../../test/support/stubApi';
import type { EntitySchema } from '../../lib/schema/types';
import { ACTION_FROM } from '../../lib/waybillActions';
import { createI18nProvider } from '../../providers/i18nProvider';
import { SchemaPage } from '../SchemaPage';
import { buildSchemaRegistry } from '../schema/schemaRegistry';
import { SchemaRegistryContext } from '../schema/SchemaRegistryContext';

vi.setConfig({ testTimeout: 20_000 });

const get = vi.fn();
stubApi({ get });

const schema = waybill as unknown as EntitySchema;
const rows = [
  { id: 11, number: 'WB-NEW', status: 1, departureTime: null, deliveryTime: null },
  { id: 12, number: 'WB-ROAD', status: 2, departureTime: 1_700_000_000, deliveryTime: null },
  { id: 13, number: 'WB-DONE', status: 3, departureTime: 1_700_000_000, deliveryTime: 1_700_090_000 },
  { id: 14, number: 'WB-NEW2', status: 1, departureTime: null, deliveryTime: null },
];

function setup(codes: string[]) {
  get.mockImplementation(async (path: string) => (path === '/operation/permission' ? { permissions: codes } : {}));
  const deleteMany = vi.fn(async (_resource: string, { ids }: { ids: number[] }) => ({ data: ids }));
  const dataProvider = testDataProvider({ getList: (async () => ({ data: rows, total: rows.length })) as never, deleteMany: deleteMany as never });
  const registry = buildSchemaRegistry({ entities: [schema], shared: [defs] });
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={createI18nProvider('en')}>
      <SchemaRegistryContext.Provider value={registry}>
        <SchemaPage binding={registry.pages.get('/waybill/management/index')!} name="WaybillManagement" />
      </SchemaRegistryContext.Provider>
    </AdminContext>,
  );
  return { deleteMany };
}

const rowOf = async (number: string) => (await screen.findByText(number)).closest('tr')!;
const selectBox = (row: HTMLElement) => within(row).getByRole('checkbox', { name: 'Select this row' });

afterEach(() => window.history.replaceState(null, '', '/'));

describe('a list whose schema narrows edit and delete by the record', () => {
  it('declares the statuses the server deletes from', () => {
    // one truth: the schema's rule is the state machine's (src/lib/waybillActions.ts)
    expect(schema['x-ui'].permissions?.delete?.when).toEqual({ field: 'status', in: [...ACTION_FROM.delete] });
    expect(schema['x-ui'].permissions?.edit?.when).toEqual({ field: 'status', in: [...ACTION_FROM.delete] });
  });

  it('shows Edit and Delete only on the waybills not shipped', async () => {
    setup(['waybillmanagement_edit', 'waybillmanagement_delete']);
    const fresh = await rowOf('WB-NEW');
    await waitFor(() => expect(within(fresh).getByRole('button', { name: 'Delete' })).toBeInTheDocument());
    expect(within(fresh).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    for (const number of ['WB-ROAD', 'WB-DONE']) {
      const row = await rowOf(number);
      expect(within(row).queryByRole('button', { name: 'Delete' })).toBeNull();
      expect(within(row).queryByRole('button', { name: 'Edit' })).toBeNull();
    }
  });

  it('offers no checkbox to a shipped waybill; select all and the bulk delete take the others alone', async () => {
    const { deleteMany } = setup(['waybillmanagement_delete']);
    const road = await rowOf('WB-ROAD');
    await waitFor(() => expect(selectBox(road)).toBeDisabled());
    expect(selectBox(await rowOf('WB-DONE'))).toBeDisabled();
    expect(selectBox(await rowOf('WB-NEW'))).toBeEnabled();
    // a click on a shipped row's box selects nothing
    fireEvent.click(selectBox(road));
    expect(selectBox(road)).not.toBeChecked();
    // (react-admin keeps its bulk toolbar collapsed at "0 items selected")
    expect(screen.queryByText(/[1-9]\d* items? selected/)).toBeNull();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
    await waitFor(() => expect(screen.getByText(/2 items selected/)).toBeInTheDocument());
    expect(selectBox(await rowOf('WB-NEW'))).toBeChecked();
    expect(selectBox(await rowOf('WB-NEW2'))).toBeChecked();
    expect(selectBox(road)).not.toBeChecked();

    // the bulk toolbar's Delete (the first: it sits above the rows), then its confirmation
    fireEvent.click(screen.getAllByRole('button', { name: 'Delete' })[0]!);
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(deleteMany).toHaveBeenCalledTimes(1));
    expect(deleteMany.mock.calls[0]![1].ids.toSorted()).toEqual([11, 14]);
  });
});
