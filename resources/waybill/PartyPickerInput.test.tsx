/**
 * The waybill form's consignor and consignee (issue 29 §4): picking a client from the address
 * book fills the party's fields (and empties what the client lacks), a party can still be typed
 * by hand, and a user whose clients list is refused types it by hand with no picker shown.
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, HttpError, testDataProvider } from 'react-admin';
import defs from '../../schemas/defs.schema.json';
import waybill from '../../schemas/waybill.schema.json';
import type { EntitySchema } from '../../src/lib/schema/types';
import { buildSchemaRegistry } from '../../src/framework';
import { SchemaCreate } from '../../src/framework/form/SchemaCreate';
import { createI18nProvider } from '../../src/providers/i18nProvider';
import waybillResource from './index';

vi.setConfig({ testTimeout: 30_000 });

const CLIENTS = [
  { id: 1, institution: '上海第一医院', role: 'consignee', address: '上海市黄浦区', contactPerson: '王医生', contactNumber: '13800000001' },
  { id: 2, institution: '苏州疾控中心', role: 'both', contactPerson: '李主任' },
];

type GetList = (resource: string, params: { filter: Record<string, unknown> }) => Promise<{ data: unknown[]; total: number }>;

/** `clients` answers the address book; the form's other lists (the assets) are empty. */
function renderForm(clients: GetList) {
  const spy = vi.fn(clients);
  const getList: GetList = async (resource, params) => (resource === 'waybillClient' ? spy(resource, params) : { data: [], total: 0 });
  const entity = buildSchemaRegistry({ entities: [waybill as unknown as EntitySchema], shared: [defs] }, [waybillResource]).entities.get('waybill')!;
  render(
    <AdminContext dataProvider={testDataProvider({ getList: getList as never })} i18nProvider={createI18nProvider('en')}>
      <SchemaCreate entity={entity} onClose={() => undefined} />
    </AdminContext>,
  );
  return spy;
}

/** The party's fieldset, by its legend. */
const party = (legend: 'Consignor' | 'Consignee') => screen.getAllByRole('group').find((group) => within(group).queryByText(legend, { selector: 'legend *, legend' }))!;
const field = (legend: 'Consignor' | 'Consignee', label: RegExp) => within(party(legend)).getByLabelText(label) as HTMLInputElement;

describe('the waybill’s party picker', () => {
  it('fills the consignee from a picked client, asking only for clients of that role', async () => {
    const getList = renderForm(async (_resource, { filter }) => {
      const q = typeof filter.q === 'string' ? filter.q : '';
      const data = CLIENTS.filter((c) => c.institution.includes(q));
      return { data, total: data.length };
    });
    const picker = await screen.findByRole('combobox', { name: 'Pick from clients (Consignee)' });
    // a party typed by hand first: the pick replaces all of it, the address it lacks included
    fireEvent.change(field('Consignee', /Address/), { target: { value: '手填的地址' } });
    fireEvent.change(picker, { target: { value: '苏州' } });
    fireEvent.click(await screen.findByRole('option', { name: /苏州疾控中心/ }));
    await waitFor(() => expect(field('Consignee', /Institution/).value).toBe('苏州疾控中心'));
    expect(field('Consignee', /Contact person/).value).toBe('李主任');
    expect(field('Consignee', /Address/).value).toBe('');
    expect(getList).toHaveBeenCalledWith('waybillClient', expect.objectContaining({ filter: expect.objectContaining({ role: ['consignee', 'both'], q: '苏州' }) }));
    // the consignor is untouched
    expect(field('Consignor', /Institution/).value).toBe('');
  });

  it('picks every field of a full client, and the fields stay editable', async () => {
    renderForm(async () => ({ data: CLIENTS, total: CLIENTS.length }));
    const picker = await screen.findByRole('combobox', { name: 'Pick from clients (Consignee)' });
    fireEvent.mouseDown(picker);
    fireEvent.change(picker, { target: { value: '上海' } });
    fireEvent.click(await screen.findByRole('option', { name: /上海第一医院/ }));
    await waitFor(() => expect(field('Consignee', /Contact number/).value).toBe('13800000001'));
    expect(field('Consignee', /Address/).value).toBe('上海市黄浦区');
    fireEvent.change(field('Consignee', /Contact person/), { target: { value: '张护士' } });
    expect(field('Consignee', /Contact person/).value).toBe('张护士');
  });

  it('shows no picker when the clients list is refused, and the party is typed by hand', async () => {
    renderForm(async () => {
      throw new HttpError('forbidden', 403);
    });
    await waitFor(() => expect(field('Consignor', /Institution/)).toBeInTheDocument());
    await waitFor(() => expect(screen.queryByRole('combobox', { name: /Pick from clients/ })).toBeNull());
    fireEvent.change(field('Consignor', /Institution/), { target: { value: '新客户' } });
    expect(field('Consignor', /Institution/).value).toBe('新客户');
  });
});
