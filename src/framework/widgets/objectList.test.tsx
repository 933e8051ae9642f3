/**
 * The list-of-objects widget with the real graded alarm schema: its levels as rows of inputs from
 * the shared registry (a number, a multi-select with the channels' labels, a reference
 * multi-select), adding and removing a level, each level's own messages, and a server refusal
 * that keeps what was typed.
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, HttpError, RecordContextProvider, testDataProvider } from 'react-admin';
import defs from '../../../schemas/defs.schema.json';
import gradedAlarm from '../../../schemas/gradedAlarm.schema.json';
import { createI18nProvider } from '../../providers/i18nProvider';
import type { EntitySchema } from '../../lib/schema/types';
import { buildSchemaRegistry } from '../schema/schemaRegistry';
import { SchemaCreate } from '../form/SchemaCreate';
import { SchemaEdit } from '../form/SchemaEdit';
import { SchemaValue } from './SchemaValue';
import { displayOf } from './widgetsOf';
import { objectListExport } from './objectList';

vi.setConfig({ testTimeout: 30_000 });

const entity = () => buildSchemaRegistry({ entities: [gradedAlarm as unknown as EntitySchema], shared: [defs] }).entities.get('gradedAlarm')!;
const RECEIVERS = [
  { id: 1, name: 'Li Lei' },
  { id: 2, name: 'Han Meimei' },
];

type Create = (resource: string, params: { data: Record<string, unknown> }) => Promise<{ data: Record<string, unknown> }>;

function renderCreate(create: Create = async (_r, { data }) => ({ data: { ...data, id: 9 } })) {
  const spy = vi.fn(create);
  const onClose = vi.fn();
  const dataProvider = testDataProvider({
    create: spy as never,
    getList: (async () => ({ data: RECEIVERS, total: RECEIVERS.length })) as never,
    getMany: (async (_r: string, { ids }: { ids: number[] }) => ({ data: RECEIVERS.filter((r) => ids.includes(r.id)) })) as never,
  });
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={createI18nProvider('en')}>
      <SchemaCreate entity={entity()} onClose={onClose} />
    </AdminContext>,
  );
  return { create: spy, onClose };
}

/** The rows of the levels list, one per level. */
const levels = () => screen.getAllByRole('listitem').filter((item) => within(item).queryByLabelText(/^Level/));
const inRow = (row: HTMLElement, label: RegExp) => within(row).getByLabelText(label) as HTMLInputElement;

async function pickChannel(row: HTMLElement, channel: string) {
  fireEvent.mouseDown(within(row).getByRole('combobox', { name: /Channels/ }));
  fireEvent.click(await screen.findByRole('option', { name: channel }));
  fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
}

describe('objectList: a graded alarm’s levels', () => {
  it('starts with level 1, adds a level with the next free number and removes one', async () => {
    renderCreate();
    await waitFor(() => expect(levels()).toHaveLength(1));
    expect(inRow(levels()[0]!, /^Level/).value).toBe('1');
    // every property of a level is an input of the shared registry, labelled from the locale
    expect(inRow(levels()[0]!, /Trigger after \(minutes\)/)).toBeInTheDocument();
    expect(within(levels()[0]!).getByRole('combobox', { name: /Channels/ })).toBeInTheDocument();
    expect(within(levels()[0]!).getByRole('combobox', { name: /Receivers/ })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(levels()).toHaveLength(2));
    expect(inRow(levels()[1]!, /^Level/).value).toBe('2');
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(levels()).toHaveLength(3));
    expect(inRow(levels()[2]!, /^Level/).value).toBe('3');

    fireEvent.click(within(levels()[1]!).getByLabelText('Remove'));
    await waitFor(() => expect(levels()).toHaveLength(2));
    expect(levels().map((row) => inRow(row, /^Level/).value)).toEqual(['1', '3']);
  });

  it('offers no add button once the list has its 5 levels', async () => {
    renderCreate();
    await waitFor(() => expect(levels()).toHaveLength(1));
    for (let n = 2; n <= 5; n++) {
      fireEvent.click(screen.getByRole('button', { name: 'Add' }));
      await waitFor(() => expect(levels()).toHaveLength(n));
    }
    expect(screen.queryByRole('button', { name: 'Add' })).toBeNull();
  });

  it('shows each level’s messages at that level, and sends nothing', async () => {
    const { create } = renderCreate();
    await waitFor(() => expect(levels()).toHaveLength(1));
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Cold room' } });
    fireEvent.change(inRow(levels()[0]!, /Trigger after/), { target: { value: '0' } });
    await pickChannel(levels()[0]!, 'SMS');
    for (const n of [2, 3]) {
      fireEvent.click(screen.getByRole('button', { name: 'Add' }));
      await waitFor(() => expect(levels()).toHaveLength(n));
    }
    // level 2 at once (spec §5: above 0 but for level 1), and a third row that says level 2 again
    fireEvent.change(inRow(levels()[1]!, /Trigger after/), { target: { value: '0' } });
    await pickChannel(levels()[1]!, 'Voice');
    fireEvent.change(inRow(levels()[2]!, /Trigger after/), { target: { value: '30' } });
    fireEvent.change(inRow(levels()[2]!, /^Level/), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    const [first, second, third] = levels();
    expect(await within(second!).findByText('Must be greater than 0', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(within(third!).getByText('2 is already used in another row')).toBeInTheDocument();
    expect(within(third!).getByText('This field is required')).toBeInTheDocument(); // no channel
    expect(within(second!).queryByText(/already|required/)).toBeNull();
    expect(within(first!).queryByText(/Must|already|required/)).toBeNull();
    expect(screen.getByText('Whitespace is not allowed')).toBeInTheDocument(); // the name
    expect(create).not.toHaveBeenCalled();
  });

  it('sends the levels cleaned, and a server refusal shows at its level with every value kept', async () => {
    let refuse = true;
    const { create, onClose } = renderCreate(async (_r, { data }) => {
      if (refuse) throw new HttpError('Invalid input', 422, { errors: { 'levels.1.receiverIds': 'Refers to something that does not exist' } });
      return { data: { ...data, id: 9 } };
    });
    await waitFor(() => expect(levels()).toHaveLength(1));
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'ColdRoom' } });
    fireEvent.change(inRow(levels()[0]!, /Trigger after/), { target: { value: '0' } });
    await pickChannel(levels()[0]!, 'Web notification');
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(levels()).toHaveLength(2));
    fireEvent.change(inRow(levels()[1]!, /Trigger after/), { target: { value: '30' } });
    await pickChannel(levels()[1]!, 'Voice');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await within(levels()[1]!).findByText('Refers to something that does not exist', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(create).toHaveBeenCalledWith(
      'gradedAlarm',
      expect.objectContaining({
        data: {
          name: 'ColdRoom',
          enabled: true,
          levels: [
            // the receivers' input holds an empty list: a level without receivers
            { level: 1, triggerMinutes: 0, channels: ['web'], receiverIds: [] },
            { level: 2, triggerMinutes: 30, channels: ['voice'], receiverIds: [] },
          ],
        },
      }),
    );
    expect(onClose).not.toHaveBeenCalled();
    expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe('ColdRoom');
    expect(levels().map((row) => [inRow(row, /^Level/).value, inRow(row, /Trigger after/).value])).toEqual([
      ['1', '0'],
      ['2', '30'],
    ]);
    expect(within(levels()[1]!).getByText('Voice')).toBeInTheDocument();

    refuse = false;
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('edits the stored levels', async () => {
    const record = { id: 4, name: 'Stored', enabled: true, levels: [{ level: 1, triggerMinutes: 0, channels: ['sms'], receiverIds: [2] }] };
    const update = vi.fn(async (_r: string, { data }: { data: object }) => ({ data: { ...record, ...data } }));
    const dataProvider = testDataProvider({
      getOne: (async () => ({ data: record })) as never,
      update: update as never,
      getList: (async () => ({ data: RECEIVERS, total: RECEIVERS.length })) as never,
      getMany: (async (_r: string, { ids }: { ids: number[] }) => ({ data: RECEIVERS.filter((r) => ids.includes(r.id)) })) as never,
    });
    render(
      <AdminContext dataProvider={dataProvider} i18nProvider={createI18nProvider('en')}>
        <SchemaEdit entity={entity()} id={4} title="Stored" onClose={vi.fn()} />
      </AdminContext>,
    );
    await waitFor(() => expect(levels()).toHaveLength(1));
    expect(within(levels()[0]!).getByText('SMS')).toBeInTheDocument();
    expect(await within(levels()[0]!).findByText('Han Meimei')).toBeInTheDocument();
    fireEvent.change(inRow(levels()[0]!, /Trigger after/), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(update).toHaveBeenCalled());
    expect(update.mock.calls[0]![1]).toMatchObject({ data: { levels: [{ level: 1, triggerMinutes: 5, channels: ['sms'], receiverIds: [2] }] } });
  });
});

describe('objectList: reading', () => {
  const record = {
    id: 3,
    name: 'ColdRoom',
    levels: [
      { level: 1, triggerMinutes: 0, channels: ['web'] },
      { level: 2, triggerMinutes: 30, channels: ['sms', 'voice'], receiverIds: [1, 2] },
    ],
  };

  it('shows each level on a line, each value through its own widget', async () => {
    const dataProvider = testDataProvider({
      getMany: (async (_r: string, { ids }: { ids: number[] }) => ({ data: RECEIVERS.filter((r) => ids.includes(r.id)) })) as never,
    });
    render(
      <AdminContext dataProvider={dataProvider} i18nProvider={createI18nProvider('en')}>
        <RecordContextProvider value={record}>
          <SchemaValue entity={entity()} name="levels" />
        </RecordContextProvider>
      </AdminContext>,
    );
    const items = await screen.findAllByTestId('object-list-item');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Level:1');
    expect(items[0]).toHaveTextContent('Channels:Web notification');
    expect(items[0]).not.toHaveTextContent('Receivers');
    expect(items[1]).toHaveTextContent('Trigger after (minutes):30');
    expect(items[1]).toHaveTextContent('Channels:SMS, Voice');
    expect(await within(items[1]!).findByText('Li Lei')).toBeInTheDocument();
    expect(within(items[1]!).getByText('Han Meimei')).toBeInTheDocument();
  });

  it('reads as its levels in the table, and exports every value', () => {
    const { entry, ctx } = displayOf(entity(), 'levels');
    expect(entry.name).toBe('objectList');
    expect(entry.text!(record.levels, { ctx, enumLabel: String, translate: (key) => key, locale: 'en' })).toBe('1, 2');
    expect(objectListExport(record.levels, { ctx, enumLabel: String, yesNo: String, referenceLabel: () => undefined })).toBe(
      '1 / 0 / web; 2 / 30 / sms, voice / 1, 2',
    );
  });
});
