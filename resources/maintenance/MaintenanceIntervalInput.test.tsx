/**
 * The maintenance form's interval (issue 29 §5): its hint follows the kind, spec §9's defrost
 * interval (6 to 12 hours) for a defrost, how the next due date follows from it otherwise.
 */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, testDataProvider } from 'react-admin';
import defs from '../../schemas/defs.schema.json';
import maintenance from '../../schemas/maintenance.schema.json';
import type { EntitySchema } from '../../src/lib/schema/types';
import { buildSchemaRegistry } from '../../src/framework';
import { SchemaCreate } from '../../src/framework/form/SchemaCreate';
import { createI18nProvider } from '../../src/providers/i18nProvider';
import maintenanceResource from './index';

vi.setConfig({ testTimeout: 30_000 });

describe('the maintenance interval’s hint', () => {
  it('says the defrost interval for a defrost, and the due date rule otherwise', async () => {
    const entity = buildSchemaRegistry({ entities: [maintenance as unknown as EntitySchema], shared: [defs] }, [maintenanceResource]).entities.get('maintenance')!;
    render(
      <AdminContext dataProvider={testDataProvider({ getList: (async () => ({ data: [], total: 0 })) as never })} i18nProvider={createI18nProvider('en')}>
        <SchemaCreate entity={entity} onClose={() => undefined} />
      </AdminContext>,
    );
    await screen.findByLabelText(/Interval \(hours\)/);
    expect(screen.getByText('The next due date is the time performed plus this interval')).toBeInTheDocument();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /^Kind/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Defrost' }));
    await waitFor(() => expect(screen.getByText('Defrost every 6 to 12 hours')).toBeInTheDocument());
    expect(screen.queryByText('The next due date is the time performed plus this interval')).toBeNull();
  });
});
