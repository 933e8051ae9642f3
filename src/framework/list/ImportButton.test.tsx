/**
 * The generated Import action on a list (issue 29 §3): shown only where the schema declares
 * `x-ui.permissions.import`, and then by the page's codes (here a hidden code: a role holding
 * `{page}_hide_import` does not see it); it opens the import dialog.
 */
import { render, screen, waitFor } from '@testing-library/react';
import { AdminContext, testDataProvider } from 'react-admin';
import { createI18nProvider } from '../../providers/i18nProvider';
import { SchemaPage } from '../SchemaPage';
import { buildSchemaRegistry } from '../schema/schemaRegistry';
import { SchemaRegistryContext } from '../schema/SchemaRegistryContext';
import { gadgetSchema, gadgetWire } from '../../../test/support/gadgetSchema';
import type { SchemaWire } from '../schema/schemaRegistry';

const get = vi.hoisted(() => vi.fn());
vi.mock('../../api', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../api')>();
  return { ...actual, api: { get } };
});

const rows = [{ id: 1, code: 'AAA1', kind: 1 }];
const importing: SchemaWire = {
  entities: [{ ...gadgetSchema, 'x-ui': { ...gadgetSchema['x-ui'], permissions: { ...gadgetSchema['x-ui'].permissions, import: { hidden: '{page}_hide_import' } } } }],
  shared: [],
};

function setup(codes: string[], wire: SchemaWire) {
  get.mockImplementation(async (path: string, params: { menuname: string }) => (path === '/operation/permission' && params.menuname === 'GadgetList' ? { permissions: codes } : { permissions: [] }));
  const dataProvider = testDataProvider({ getList: (async () => ({ data: rows, total: rows.length })) as never });
  const registry = buildSchemaRegistry(wire);
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={createI18nProvider('en')}>
      <SchemaRegistryContext.Provider value={registry}>
        <SchemaPage binding={registry.pages.get('/gadget/list/index')!} name="GadgetList" />
      </SchemaRegistryContext.Provider>
    </AdminContext>,
  );
}

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => window.history.replaceState(null, '', '/'));

describe('the Import button of a generated list', () => {
  it('shows where the schema declares it and the role lacks the hidden code, and opens the dialog', async () => {
    setup(['gadgetlist_export'], importing);
    await screen.findByText('AAA1');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Export' })).toBeInTheDocument());
    screen.getByRole('button', { name: 'Import' }).click();
    expect(await screen.findByRole('dialog', { name: 'Import Gadget' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download template' })).toBeInTheDocument();
  });

  it('is hidden from a role holding the page\'s hidden code', async () => {
    setup(['gadgetlist_export', 'gadgetlist_hide_import'], importing);
    await screen.findByText('AAA1');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Export' })).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Import' })).toBeNull();
  });

  it('is never there where the schema declares no import', async () => {
    setup(['gadgetlist_export'], gadgetWire);
    await screen.findByText('AAA1');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Export' })).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Import' })).toBeNull();
  });
});
