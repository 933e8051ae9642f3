import { render, screen, waitFor } from '@testing-library/react';
import { AdminContext, testDataProvider } from 'react-admin';
import { createI18nProvider } from '../../providers/i18nProvider';
import { buildSchemaRegistry } from '../schema/schemaRegistry';
import { gadgetSchema } from '../../../test/support/gadgetSchema';
import { ReferenceRows } from '../../../test/support/ReferenceRows';

const entity = buildSchemaRegistry({
  entities: [{ ...gadgetSchema, properties: { ...gadgetSchema.properties, organizationId: { type: 'integer' } } }],
  shared: [],
}).entities.get('gadget')!;
entity.ui.fields = { ...entity.ui.fields, organizationId: { reference: { resource: 'organization', label: 'name' } } };

const rows = [1, 2, 3, 4].map((id) => ({ id, code: `G${id}`, organizationId: id % 2 ? 10 : 20 }));

const Rows = () => <ReferenceRows entity={entity} rows={rows} columns={['code', 'organizationId']} name="organizationId" />;

describe('ReferenceLookups', () => {
  it('labels every row’s reference from one request for the page’s distinct ids', async () => {
    const getMany = vi.fn(async (_resource: string, { ids }: { ids: unknown[] }) => ({
      data: ids.map((id) => ({ id, name: id === 10 ? 'Nanjing store' : 'Hangzhou store' })),
    }));
    render(
      <AdminContext dataProvider={testDataProvider({ getMany: getMany as never })} i18nProvider={createI18nProvider('en')}>
        <Rows />
      </AdminContext>,
    );
    await waitFor(() => expect(screen.getByTestId('row-1')).toHaveTextContent('Nanjing store'));
    expect(screen.getByTestId('row-2')).toHaveTextContent('Hangzhou store');
    expect(screen.getByTestId('row-3')).toHaveTextContent('Nanjing store');
    expect(getMany).toHaveBeenCalledTimes(1);
    expect(getMany.mock.calls[0]![1].ids).toEqual([10, 20]);
  });
});
