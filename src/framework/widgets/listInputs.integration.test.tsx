/**
 * The inputs fed by the company's lists (issue 30 §4), through the console's real data provider
 * against the real platform in-process: an item added to the data dictionary is offered by the
 * asset form's status-change reason, and choosing a storage and transport class in a new alarm
 * rule fills its temperature limits, which the server stores.
 */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { ADMIN, loggedInPlatform } from '../../../test/support/platformClient';
import { createDataProvider } from '../../providers/dataProvider';
import { createI18nProvider } from '../../providers/i18nProvider';
import { loadSchemaRegistry } from '../schema/schemaRegistry';
import { SchemaCreate } from '../form/SchemaCreate';
import { SchemaEdit } from '../form/SchemaEdit';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

const harness = loggedInPlatform(ADMIN);

async function entityOf(resource: string) {
  const loaded = (await loadSchemaRegistry([])).entities.get(resource)!;
  await loaded.loadValidator?.();
  return loaded;
}

function renderIn(children: React.ReactNode) {
  render(
    <AdminContext dataProvider={createDataProvider()} i18nProvider={createI18nProvider('en')}>
      {children}
    </AdminContext>,
  );
}

describe('inputs fed by the company lists', () => {
  it("offers an item added to the data dictionary in the asset form's status-change reason", async () => {
    const dataProvider = createDataProvider();
    const { data: dictionaries } = await dataProvider.getList('dataDictionary', { filter: { code: 'assetStatusReason' }, pagination: { page: 1, perPage: 1 }, sort: { field: 'id', order: 'ASC' } });
    const dictionary = dictionaries[0]!;
    await dataProvider.update('dataDictionary', { id: dictionary.id, data: { items: [...(dictionary.items as string[]), 'Sent for calibration'] }, previousData: dictionary });
    const { data: assets } = await dataProvider.getList('asset', { filter: {}, pagination: { page: 1, perPage: 1 }, sort: { field: 'id', order: 'ASC' } });

    renderIn(<SchemaEdit entity={await entityOf('asset')} id={assets[0]!.id} title="Asset" onClose={vi.fn()} />);
    // the reason is asked only while the status differs from the stored one (x-ui whenChanged)
    const status = await screen.findByRole('combobox', { name: /^Status/ }, { timeout: 20_000 });
    await waitFor(() => expect(status.textContent?.trim()).not.toBe(''));
    fireEvent.mouseDown(status);
    const other = (await screen.findAllByRole('option')).find((option) => option.getAttribute('aria-selected') !== 'true')!;
    fireEvent.click(other);
    const reason = await screen.findByRole('combobox', { name: /Status change reason|reason/i }, { timeout: 20_000 });
    fireEvent.mouseDown(reason);
    fireEvent.change(reason, { target: { value: 'calib' } });
    expect(await screen.findByRole('option', { name: 'Sent for calibration' }, { timeout: 10_000 })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('option', { name: 'Sent for calibration' }));
    expect(reason).toHaveValue('Sent for calibration');
  });

  it("fills a new alarm rule's limits from the chosen class, and the server stores them", async () => {
    const { db } = harness().platform.app;
    renderIn(<SchemaCreate entity={await entityOf('alarmRule')} onClose={vi.fn()} />);
    const select = await screen.findByRole('combobox', { name: /Storage and transport class/ }, { timeout: 20_000 });
    fireEvent.mouseDown(select);
    fireEvent.click(await screen.findByRole('option', { name: '冷藏 2~8℃' }, { timeout: 10_000 }));
    await waitFor(() => expect(screen.getByLabelText(/Min temperature/)).toHaveValue(2));
    expect(screen.getByLabelText(/Max temperature/)).toHaveValue(8);

    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'VaccineFromClass' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(
      async () => {
        const rows = await db.selectFrom('records').select('data').where('resource', '=', 'alarmRule').execute();
        const saved = rows.map((r) => JSON.parse(r.data) as Record<string, unknown>).find((r) => r.name === 'VaccineFromClass');
        expect(saved).toMatchObject({ minTemperature: 2, maxTemperature: 8 });
        expect(saved).not.toHaveProperty('storageClassId');
      },
      { timeout: 20_000 },
    );
  });
});
