/**
 * The operator's device list names each device's organization (issue 11 §2 "The operator sees
 * no organizations"): the real console data provider, as operator01 (who has no organization
 * page), against the real platform in-process. Before, `GET /organization?ids=…` answered 403
 * and the column stayed empty.
 */
import { render, screen, waitFor } from '@testing-library/react';
import { AdminContext, type RaRecord } from 'react-admin';
import { OPERATOR, loggedInPlatform } from '../../../test/support/platformClient';
import { createDataProvider } from '../../providers/dataProvider';
import { createI18nProvider } from '../../providers/i18nProvider';
import { loadSchemaRegistry, type EntityEntry } from '../schema/schemaRegistry';
import { ReferenceRows } from '../../../test/support/ReferenceRows';

const harness = loggedInPlatform(OPERATOR);

const Rows = ({ entity, rows }: { entity: EntityEntry; rows: RaRecord[] }) => (
  <ReferenceRows entity={entity} rows={rows} columns={['name', 'organizationId']} name="organizationId" />
);

describe("an operator's reference columns", () => {
  it('show the organization names of the devices it may read', async () => {
    const dataProvider = createDataProvider();
    const device = (await loadSchemaRegistry([])).entities.get('device')!;
    const { data: rows } = await dataProvider.getList('device', { pagination: { page: 1, perPage: 3 }, sort: { field: 'id', order: 'ASC' }, filter: {} });
    expect(rows.length).toBeGreaterThan(0);
    const names = new Map(
      (await harness().platform.app.db.selectFrom('organizations').select(['id', 'name']).execute()).map((o) => [o.id, o.name]),
    );
    render(
      <AdminContext dataProvider={dataProvider} i18nProvider={createI18nProvider('en')}>
        <Rows entity={device} rows={rows} />
      </AdminContext>,
    );
    for (const row of rows) {
      const expected = names.get(Number(row.organizationId));
      expect(expected).toBeTruthy();
      await waitFor(() => expect(screen.getByTestId(`row-${row.id}`)).toHaveTextContent(expected!));
    }
  });
});
