/**
 * The console's date inputs (issue 26 §3 "Date inputs show their whole value and follow the
 * language"): the range inputs of the query bars and the record forms' date widgets write their
 * value as every date is written, in the user's language and 24 hours, and read what is typed.
 */
import { useState } from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nContextProvider } from 'ra-core';
import { AdminContext, testDataProvider } from 'react-admin';
import { createI18nProvider } from '../../providers/i18nProvider';
import type { Language } from '../../lib/language';
import { RangeTimeInput } from '../range/RangeQueryForm';
import { SchemaCreate } from '../form/SchemaCreate';
import { buildSchemaRegistry } from '../schema/schemaRegistry';
import { gadgetSchema } from '../../../test/support/gadgetSchema';

// a record form renders slowly in jsdom on a busy machine
vi.setConfig({ testTimeout: 40_000 });

/** A query bar's start input, as a page holds it: the value in state, each change recorded. */
function Bar({ initial, changes }: { initial: string; changes: string[] }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <RangeTimeInput
        label="Start"
        value={value}
        onChange={(next) => {
          changes.push(next);
          setValue(next);
        }}
      />
      <button type="button" onClick={() => setValue('2025-03-09T00:00')}>
        preset
      </button>
    </>
  );
}

function renderBar(language: Language, initial = '2024-11-05T13:05') {
  const changes: string[] = [];
  const view = render(
    <I18nContextProvider value={createI18nProvider(language)}>
      <Bar initial={initial} changes={changes} />
    </I18nContextProvider>,
  );
  const input = () => screen.getByLabelText('Start') as HTMLInputElement;
  return { ...view, changes, input };
}

describe('a range input', () => {
  it.each([
    ['en', '2024-11-05 13:05'],
    ['zh-CN', '2024-11-05 13:05'],
    ['zh-TW', '2024/11/05 13:05'],
  ] as const)('shows its value in %s as everywhere, 24 hours, as text (not the browser’s own date input)', (language, shown) => {
    const { input } = renderBar(language);
    expect(input().type).toBe('text');
    expect(input().value).toBe(shown);
  });

  it('reads what is typed in any form, and writes it in the console’s form once left', () => {
    const { input, changes } = renderBar('zh-TW');
    fireEvent.change(input(), { target: { value: '2024-1-6 9:05' } });
    expect(changes.at(-1)).toBe('2024-01-06T09:05');
    expect(input().value).toBe('2024-1-6 9:05');
    fireEvent.blur(input());
    expect(input().value).toBe('2024/01/06 09:05');
  });

  it('hands on text that is no date yet as typed, keeps it, and says how to write one once left', () => {
    const { input, changes } = renderBar('zh-CN');
    fireEvent.change(input(), { target: { value: '2024-02-30 10:00' } });
    expect(changes.at(-1)).toBe('2024-02-30 10:00');
    expect(input().value).toBe('2024-02-30 10:00');
    expect(screen.queryByText(/请按/)).toBeNull();
    fireEvent.blur(input());
    expect(input().value).toBe('2024-02-30 10:00');
    expect(screen.getByText('请按 2024-01-05 13:05 的格式输入日期和时间')).toBeInTheDocument();
    expect(input()).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows a value set from outside (a preset), and a date chosen in the browser’s calendar', () => {
    const { input, changes } = renderBar('en');
    fireEvent.click(screen.getByRole('button', { name: 'preset' }));
    expect(input().value).toBe('2025-03-09 00:00');
    const picker = screen.getByTestId('moment-picker') as HTMLInputElement;
    expect(picker.type).toBe('datetime-local');
    expect(picker.value).toBe('2025-03-09T00:00');
    fireEvent.change(picker, { target: { value: '2025-04-01T18:30' } });
    expect(changes.at(-1)).toBe('2025-04-01T18:30');
    expect(input().value).toBe('2025-04-01 18:30');
    expect(screen.getByRole('button', { name: 'Choose a date and time' })).toBeInTheDocument();
  });

  it('rewrites its date when the language changes, and keeps text being typed', () => {
    const { input, rerender, changes } = renderBar('en');
    rerender(
      <I18nContextProvider value={createI18nProvider('zh-TW')}>
        <Bar initial="" changes={changes} />
      </I18nContextProvider>,
    );
    expect(input().value).toBe('2024/11/05 13:05');
    fireEvent.change(input(), { target: { value: '2024/11/0' } });
    rerender(
      <I18nContextProvider value={createI18nProvider('en')}>
        <Bar initial="" changes={changes} />
      </I18nContextProvider>,
    );
    expect(input().value).toBe('2024/11/0');
  });
});

describe('a record form’s date', () => {
  const schema = { ...gadgetSchema, required: ['code'] };

  function renderForm(language: Language) {
    const create = vi.fn(async (_r: string, { data }: { data: object }) => ({ data: { ...data, id: 9 } }));
    const entity = buildSchemaRegistry({ entities: [schema], shared: [] }).entities.get('gadget')!;
    render(
      <AdminContext dataProvider={testDataProvider({ create: create as never })} i18nProvider={createI18nProvider(language)}>
        <SchemaCreate entity={entity} onClose={() => undefined} />
      </AdminContext>,
    );
    fireEvent.change(screen.getByLabelText(/Gadget code/), { target: { value: 'abcd' } });
    return { create, date: () => screen.getByLabelText(/Bought at/) as HTMLInputElement };
  }

  it('saves a day typed in the language’s form as that local midnight', async () => {
    const { create, date } = renderForm('zh-TW');
    expect(date().type).toBe('text');
    fireEvent.change(date(), { target: { value: '2024/1/5' } });
    fireEvent.click(screen.getByRole('button', { name: /保存|儲存/ }));
    await waitFor(() => expect(create).toHaveBeenCalled());
    expect(create.mock.calls[0]![1].data).toMatchObject({ boughtAt: new Date(2024, 0, 5).getTime() / 1000 });
  });

  it('refuses a day that is no date, with the date format’s message, and saves nothing in its place', async () => {
    const { create, date } = renderForm('en');
    fireEvent.change(date(), { target: { value: '2024-13-05' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Incorrect date format')).toBeInTheDocument();
    expect(date().value).toBe('2024-13-05');
    expect(create).not.toHaveBeenCalled();
  });
});
