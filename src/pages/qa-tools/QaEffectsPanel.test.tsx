/** The QA effects panel's three tables (issue 30 §5): the readings always with their header, the alarms and notifications "None" when empty. */
import { fireEvent, render, screen, within } from '@testing-library/react';
import { I18nContextProvider } from 'ra-core';
import type { QaEffects } from '../../lib/qaTools';
import { createI18nProvider } from '../../providers/i18nProvider';
import { QaEffectsPanel } from './QaEffectsPanel';

const TS = 1_780_000_000;

function mount(effects: QaEffects | null, onRefresh = vi.fn()) {
  render(
    <I18nContextProvider value={createI18nProvider('en')}>
      <QaEffectsPanel effects={effects} onRefresh={onRefresh} />
    </I18nContextProvider>,
  );
  return onRefresh;
}

const none = { online: false, lastSeen: null, readings: [], alarms: [], notifications: [] } satisfies QaEffects;

describe('QaEffectsPanel', () => {
  it('lists the readings, alarms and notifications, a dash for a missing value', () => {
    mount({
      online: true,
      lastSeen: TS,
      readings: [
        { ts: TS, temperature: 6.5, humidity: null, battery: 90, signal: 20 },
        { ts: TS - 60, temperature: 6.4, humidity: 50, battery: 90, signal: 21 },
      ],
      alarms: [{ id: 7, kind: 'temperature_high', level: 2, status: 'open', createdAt: TS, endedAt: null }],
      notifications: [{ id: 9, channel: 'email', address: 'qa@example.com', state: 'sent', callState: null, reason: null, createdAt: TS }],
    });
    expect(screen.getByTestId('qa-online')).toHaveTextContent('Online');
    const readings = screen.getAllByTestId('qa-reading');
    expect(readings).toHaveLength(2);
    expect(within(readings[0]!).getAllByRole('cell').map((cell) => cell.textContent).slice(1)).toEqual(['6.5', '—', '90', '20']);
    const [alarm] = screen.getAllByTestId('qa-alarm');
    expect(within(alarm!).getByText('2')).toBeInTheDocument();
    expect(screen.getByText('qa@example.com')).toBeInTheDocument();
    expect(screen.getAllByRole('table')).toHaveLength(3);
    expect(screen.queryByText('None')).toBeNull();
  });

  it('shows the readings header with no rows, "None" for no alarm and no notification, and refreshes on demand', () => {
    const onRefresh = mount(none);
    expect(screen.getByRole('heading', { name: 'Newest readings' })).toBeInTheDocument();
    const tables = screen.getAllByRole('table');
    expect(tables).toHaveLength(1);
    expect(within(tables[0]!).getByText('Time')).toBeInTheDocument();
    expect(screen.queryAllByTestId('qa-reading')).toHaveLength(0);
    expect(screen.getAllByText('None')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(onRefresh).toHaveBeenCalledTimes(1);
  });

  it('shows only its heading and the refresh button before a device is chosen', () => {
    mount(null);
    expect(screen.getByRole('heading', { name: 'Effects' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByTestId('qa-online')).toBeNull();
  });
});
