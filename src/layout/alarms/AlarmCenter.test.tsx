/** The alarm panel as the layout mounts it: what a 0003 shows, the badge, clear-all, links and the socket badge (harness: test/support/alarmCenterHarness.tsx). */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SHELL_ROUTES } from '../../../test/support/renderShell';
import { FakeWebSocket } from '../../../test/support/fakeWebSocket';
import { alarmMessage } from '../../../test/support/alarmMessage';
import { setUpAlarmCenter } from '../../../test/support/alarmCenterHarness';

const { renderAlarms, send, panel, bell, items, itemIds, aFrameLater } = setUpAlarmCenter();

describe('the alarm panel', () => {
  it('a 0003 opens the panel with the alarm on top and increments the badge; 0002 and unknown events change nothing', async () => {
    const { ws } = await renderAlarms();
    expect(screen.queryByTestId('alarm-panel')).toBeNull();
    expect(within(bell()).queryByText('1')).toBeNull();

    send(ws, { event: '0002' }, { event: '0999', alarmId: 1, displayTitle: 'x', deviceId: 1 }, { event: '0003', message: 'no ids' });
    await aFrameLater();
    expect(screen.queryByTestId('alarm-panel')).toBeNull();

    send(ws, alarmMessage(1));
    const dialog = await panel();
    expect(within(dialog).getByTestId('alarm-panel-count')).toHaveTextContent('1');
    expect(within(bell()).getByText('1')).toBeInTheDocument();
    expect(bell()).toHaveAttribute('aria-expanded', 'true');
    expect(itemIds()).toEqual([1]);

    send(ws, alarmMessage(2, { displayTitle: 'Cold room B' }));
    await waitFor(() => expect(itemIds()).toEqual([2, 1]));
    expect(within(items()[0]!).getByTestId('alarm-item-name')).toHaveTextContent('Cold room B alarm');
    expect(within(dialog).getByTestId('alarm-panel-count')).toHaveTextContent('2');
    expect(within(bell()).getByText('2')).toBeInTheDocument();
  });

  it('each alarm shows its field label (power as power off, anything else as unknown type), its name with the alarm suffix, the message and the time', async () => {
    const { ws } = await renderAlarms();
    const fields = ['temperature', 'humidity', 'offline', 'voltage', 'unplugged', 'power', 'co2'];
    send(ws, ...fields.map((eventField, i) => alarmMessage(i + 1, { eventField, displayTitle: `Device ${eventField}`, message: `message ${i + 1}` })));
    await panel();
    await waitFor(() => expect(items()).toHaveLength(7));
    const label = (id: number) => within(screen.getByTestId('alarm-list').querySelector(`[data-alarm-id="${id}"]`) as HTMLElement);
    expect(fields.map((_, i) => label(i + 1).getByTestId('alarm-item-field').textContent)).toEqual([
      'Temperature',
      'Humidity',
      'Offline',
      'Low battery',
      'Unplugged',
      'Power off',
      'Unknown type',
    ]);
    expect(label(4).getByTestId('alarm-item-name')).toHaveTextContent(/^Device voltage alarm$/);
    expect(label(4).getByText('message 4')).toBeInTheDocument();
    expect(label(4).getByText((_, el) => el?.tagName === 'TIME')).toHaveAttribute('dateTime', new Date((1_700_000_000 + 4) * 1000).toISOString());
  });

  it('words the labels and the suffix in the user language', async () => {
    const { ws } = await renderAlarms({ locale: 'zh-CN' });
    send(ws, alarmMessage(1, { eventField: 'voltage', displayTitle: '冷库一号' }));
    const dialog = await screen.findByRole('dialog', { name: '报警列表' });
    expect(within(dialog).getByTestId('alarm-item-field')).toHaveTextContent('低电量');
    expect(within(dialog).getByTestId('alarm-item-name')).toHaveTextContent('冷库一号报警');
  });

  it('shows 99+ past 99 alarms, and keeps only the rows in view in the document (virtualized)', async () => {
    const { ws } = await renderAlarms();
    send(ws, ...Array.from({ length: 150 }, (_, i) => alarmMessage(i + 1)));
    const dialog = await panel();
    await waitFor(() => expect(within(dialog).getByTestId('alarm-panel-count')).toHaveTextContent('99+'));
    expect(within(bell()).getByText('99+')).toBeInTheDocument();
    expect(itemIds()[0]).toBe(150);
    expect(items().length).toBeLessThan(20);
  });

  it('clear-all empties the list and the badge; close hides the panel and the bell opens it again', async () => {
    const { ws } = await renderAlarms();
    send(ws, alarmMessage(1), alarmMessage(2));
    const dialog = await panel();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Clear all alarms' }));
    expect(within(dialog).getByText('No alarms')).toBeInTheDocument();
    expect(items()).toHaveLength(0);
    expect(within(dialog).getByTestId('alarm-panel-count')).toHaveTextContent('0');
    expect(within(bell()).queryByText('2')).toBeNull();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close the alarm list' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(bell()).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(bell());
    expect(await panel()).toHaveTextContent('No alarms');
    // a new alarm after a clear counts from 1 again
    send(ws, alarmMessage(3));
    await waitFor(() => expect(itemIds()).toEqual([3]));
    expect(within(bell()).getByText('1')).toBeInTheDocument();
  });

  it('a click, or Enter, on an alarm opens the device records an hour either side of its reading', async () => {
    const { ws } = await renderAlarms();
    send(ws, alarmMessage(1, { deviceId: 7, dataTimestamp: 1_700_000_000 }), alarmMessage(2, { deviceId: 9, dataTimestamp: 1_700_003_600 }));
    await panel();
    await waitFor(() => expect(itemIds()).toEqual([2, 1]));
    await userEvent.click(items()[1]!);
    expect(screen.getByTestId('where')).toHaveTextContent('/device/record?deviceId=7&start=1699996400&end=1700003600');
    act(() => items()[0]!.focus());
    await userEvent.keyboard('{Enter}');
    expect(screen.getByTestId('where')).toHaveTextContent('/device/record?deviceId=9&start=1700000000&end=1700007200');
  });

  it('an alarm is no link for a user without the records page', async () => {
    const { ws } = await renderAlarms({ routes: SHELL_ROUTES });
    send(ws, alarmMessage(1));
    await panel();
    await waitFor(() => expect(items()).toHaveLength(1));
    expect(items()[0]!.tagName).not.toBe('BUTTON');
    await userEvent.click(items()[0]!);
    expect(screen.getByTestId('where')).toHaveTextContent('/index');
  });

  it('the socket badge is green while connected and red otherwise', async () => {
    const { ws } = await renderAlarms();
    await userEvent.click(bell());
    const badge = within(await panel()).getByTestId('alarm-socket-badge');
    expect(badge).toHaveAttribute('data-status', 'connected');
    expect(badge).toHaveAccessibleName('Live alarms connected');
    const green = getComputedStyle(badge).backgroundColor;
    act(() => ws.drop());
    expect(badge).toHaveAttribute('data-status', 'disconnected');
    expect(badge).toHaveAccessibleName('Live alarms disconnected');
    expect(bell()).toHaveAttribute('data-socket', 'disconnected');
    const red = getComputedStyle(badge).backgroundColor;
    expect(red).not.toBe(green);
    expect([green, red]).toEqual(['rgb(46, 125, 50)', 'rgb(211, 47, 47)']);
    await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(2));
    act(() => FakeWebSocket.last().accept());
    expect(badge).toHaveAttribute('data-status', 'connected');
    expect(bell()).toHaveAttribute('data-socket', 'connected');
  });
});
