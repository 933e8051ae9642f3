/**
 * The graded alarm and balance warning create forms (issue 13 §2) through the console's real data
 * provider against the real platform in-process: what the form sends is what the server stores,
 * the references are the company's own receivers, and a refusal of the server shows at its field.
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { ADMIN, loggedInPlatform } from '../../../test/support/platformClient';
import { createDataProvider } from '../../providers/dataProvider';
import { createI18nProvider } from '../../providers/i18nProvider';
import { loadSchemaRegistry } from '../schema/schemaRegistry';
import { SchemaCreate } from '../form/SchemaCreate';

vi.setConfig({ testTimeout: 60_000 });

const harness = loggedInPlatform(ADMIN);

/** The stored records of a resource, as the engine reads them (server/services/alarms/config.ts), past the seeded ones. */
async function stored(resource: string, after = 0): Promise<Array<Record<string, unknown>>> {
  const rows = await harness()
    .platform.app.db.selectFrom('records')
    .select(['id', 'data'])
    .where('resource', '=', resource)
    .where('id', '>', after)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ id: row.id, ...(JSON.parse(row.data) as object) }));
}

/** The largest record id so far: what a test writes comes after it. */
async function lastId(): Promise<number> {
  const row = await harness()
    .platform.app.db.selectFrom('records')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  return Number(row?.id ?? 0);
}

/** `serverOnly`: the console's own check stands aside, so the server's answer is what the form shows. */
async function renderCreate(resource: string, serverOnly = false) {
  const dataProvider = createDataProvider();
  const loaded = (await loadSchemaRegistry([])).entities.get(resource)!;
  await loaded.loadValidator?.();
  const entity = serverOnly ? { ...loaded, validate: () => null } : loaded;
  const onClose = vi.fn();
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={createI18nProvider('en')}>
      <SchemaCreate entity={entity} onClose={onClose} />
    </AdminContext>,
  );
  return { onClose };
}

async function pickReceiver(container: HTMLElement, name: string) {
  const input = within(container).getByRole('combobox', { name: /Receivers/ });
  fireEvent.mouseDown(input);
  fireEvent.change(input, { target: { value: name.slice(0, 2) } });
  fireEvent.click(await screen.findByRole('option', { name }, { timeout: 10_000 }));
  // the choice is made once its chip shows; leaving the input closes the list (Escape would close the dialog)
  await waitFor(() =>
    expect(
      within(container)
        .getAllByText(name)
        .some((el) => el.classList.contains('MuiChip-label')),
    ).toBe(true),
  );
  fireEvent.blur(input);
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
}

describe('alarm configuration forms against the platform', () => {
  it('creates a balance warning with a receiver of the company; thresholds under 10 never leave the form', async () => {
    const before = await lastId();
    const { data: receiver } = await createDataProvider().create('alarmReceiver', { data: { name: 'Duty phone', mobile: '13800000009' } });
    const { onClose } = await renderCreate('balanceWarning');
    // enabled unless unticked (the schema's default)
    expect(await screen.findByRole('switch', { name: /Enabled/ })).toBeChecked();

    fireEvent.change(screen.getByLabelText(/SMS warning below/), { target: { value: '5' } });
    fireEvent.change(screen.getByLabelText(/Voice warning below/), { target: { value: '20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Must be at least 10')).toBeInTheDocument();
    expect(await screen.findByText('Choose at least 1 items')).toBeInTheDocument(); // the receivers (spec §5: required)
    expect(harness().count('POST', '/balanceWarning')).toBe(0);

    fireEvent.change(screen.getByLabelText(/SMS warning below/), { target: { value: '50' } });
    await pickReceiver(document.body, 'Duty phone');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled(), { timeout: 10_000 });
    expect(await stored('balanceWarning', before)).toEqual([
      { id: expect.any(Number), smsThreshold: 50, voiceThreshold: 20, receiverIds: [receiver.id], enabled: true },
    ]);
  });

  it('creates a graded alarm with its levels and their receivers', async () => {
    const before = await lastId();
    const { data: receiver } = await createDataProvider().create('alarmReceiver', { data: { name: 'Night shift', email: 'night@example.com' } });
    const { onClose } = await renderCreate('gradedAlarm');
    const rows = () => screen.getAllByRole('listitem').filter((item) => within(item).queryByLabelText(/^Level/));
    await waitFor(() => expect(rows()).toHaveLength(1));

    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'ColdRoom' } });
    fireEvent.change(within(rows()[0]!).getByLabelText(/Trigger after/), { target: { value: '0' } });
    fireEvent.mouseDown(within(rows()[0]!).getByRole('combobox', { name: /Channels/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Web notification' }));
    fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(rows()).toHaveLength(2));
    fireEvent.change(within(rows()[1]!).getByLabelText(/Trigger after/), { target: { value: '15' } });
    fireEvent.mouseDown(within(rows()[1]!).getByRole('combobox', { name: /Channels/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Email' }));
    fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });
    await pickReceiver(rows()[1]!, 'Night shift');

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled(), { timeout: 10_000 });
    expect(await stored('gradedAlarm', before)).toEqual([
      {
        id: expect.any(Number),
        name: 'ColdRoom',
        enabled: true,
        levels: [
          { level: 1, triggerMinutes: 0, channels: ['web'], receiverIds: [] },
          { level: 2, triggerMinutes: 15, channels: ['email'], receiverIds: [receiver.id] },
        ],
      },
    ]);
  });

  it("the server's own check of the levels shows at the level it names, with what was typed kept", async () => {
    const before = await lastId();
    const { onClose } = await renderCreate('gradedAlarm', true);
    const rows = () => screen.getAllByRole('listitem').filter((item) => within(item).queryByLabelText(/^Level/));
    await waitFor(() => expect(rows()).toHaveLength(1));
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Direct' } });
    fireEvent.change(within(rows()[0]!).getByLabelText(/Trigger after/), { target: { value: '0' } });
    fireEvent.mouseDown(within(rows()[0]!).getByRole('combobox', { name: /Channels/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'SMS' }));
    fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(rows()).toHaveLength(2));
    // level 2 at once: spec §5 wants more than 0 minutes
    fireEvent.change(within(rows()[1]!).getByLabelText(/Trigger after/), { target: { value: '0' } });
    fireEvent.mouseDown(within(rows()[1]!).getByRole('combobox', { name: /Channels/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Voice' }));
    fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await within(rows()[1]!).findByText('Must be greater than 0', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(
      harness()
        .calls.filter((c) => c.method === 'POST' && c.path === '/api/gradedAlarm')
        .map((c) => c.status),
    ).toEqual([422]);
    expect(within(rows()[0]!).queryByText('Must be greater than 0')).toBeNull();
    expect((within(rows()[1]!).getByLabelText(/Trigger after/) as HTMLInputElement).value).toBe('0');
    expect(within(rows()[1]!).getByText('Voice')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(await stored('gradedAlarm', before)).toEqual([]);
  });
});
