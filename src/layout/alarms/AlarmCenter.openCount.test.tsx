/**
 * The open count in the panel (issue 26 §1; harness: test/support/alarmCenterHarness.tsx): asked
 * once at login, shown beside (not instead of) the badge of live alarms, linked to the history
 * filtered to exactly those, and asked again after a 0103 (a burst: once) and after a reconnect;
 * never asked by a user without the alarm history.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { RouteNode } from '../../lib/contract';
import { SOCKET_REFETCH_DELAY_MS } from '../../framework/socket';
import { setUpAlarmCenter } from '../../../test/support/alarmCenterHarness';
import { alarmMessage } from '../../../test/support/alarmMessage';
import { FakeWebSocket } from '../../../test/support/fakeWebSocket';
import { SHELL_ROUTES } from '../../../test/support/renderShell';

const { world, renderAlarms, send, panel, bell } = setUpAlarmCenter();

const title = (en: string) => ({ title: [{ lang: 'en', value: en }] });
/** The shell's routes and the alarm history. */
const WITH_HISTORY: RouteNode[] = [
  ...SHELL_ROUTES,
  {
    path: 'alarm',
    component: '',
    name: 'Alarm',
    meta: title('Alarms'),
    children: [{ path: 'history', component: '/alarm/history/index', name: 'AlarmHistory', meta: title('Alarm history') }],
  },
];

const openLine = () => screen.getByTestId('alarm-panel-open');
/** Longer than the refetch's delay, and the answer's way back. */
const aRefetchLater = () => act(() => new Promise((resolve) => setTimeout(resolve, SOCKET_REFETCH_DELAY_MS + 200)));

describe('the open count', () => {
  it('is asked once at login and shown in the panel beside the badge, linked to the history of exactly those', async () => {
    const user = userEvent.setup();
    world.openCount = 12;
    await renderAlarms({ routes: WITH_HISTORY });
    await waitFor(() => expect(bell()).toHaveAttribute('data-open-count', '12'));
    expect(world.openCountAsks).toBe(1);
    // the bell is still named Alarms; the count describes it
    expect(bell()).toHaveAccessibleDescription('Alarms · 12 open alarms not acknowledged');

    await user.click(bell());
    const dialog = await panel();
    expect(within(dialog).getByTestId('alarm-panel-count')).toHaveTextContent('0');
    expect(within(dialog).getByTestId('alarm-panel-count')).toHaveAccessibleName('0 new alarms since the list was cleared');
    expect(within(dialog).getByText('No alarms')).toBeInTheDocument();
    expect(openLine()).toHaveTextContent('12 open alarms not acknowledged');
    const link = within(openLine()).getByRole('link', { name: 'View the 12 open alarms not acknowledged in the alarm history' });
    expect(link).toHaveAttribute('href', '/alarm/history?state=unacknowledged');
    await user.click(link);
    expect(screen.getByTestId('where')).toHaveTextContent('/alarm/history?state=unacknowledged');
    expect(world.openCountAsks).toBe(1);
  });

  it('is asked again once after a burst of 0103, and after a reconnect; a 0003 alone only counts in the badge', async () => {
    world.openCount = 3;
    const { ws } = await renderAlarms({ routes: WITH_HISTORY });
    await waitFor(() => expect(world.openCountAsks).toBe(1));
    send(ws, alarmMessage(1));
    const dialog = await panel();
    await waitFor(() => expect(within(dialog).getByTestId('alarm-panel-count')).toHaveTextContent('1'));
    expect(openLine()).toHaveTextContent('3 open alarms not acknowledged');

    world.openCount = 4;
    send(ws, { event: '0103' }, { event: '0103' }, { event: '0103' });
    await waitFor(() => expect(openLine()).toHaveTextContent('4 open alarms not acknowledged'));
    await aRefetchLater();
    expect(world.openCountAsks).toBe(2);

    // acknowledged elsewhere while the socket was down: the reconnect asks
    world.openCount = 0;
    act(() => ws.drop());
    await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(2));
    act(() => FakeWebSocket.last().accept());
    await waitFor(() => expect(openLine()).toHaveTextContent('No open alarm awaits acknowledgement'));
    expect(within(openLine()).queryByRole('link')).toBeNull();
    expect(world.openCountAsks).toBe(3);
    // the badge is the live list's, untouched by the count
    expect(within(dialog).getByTestId('alarm-panel-count')).toHaveTextContent('1');
  });

  it('words the count in the user language', async () => {
    world.openCount = 5;
    const user = userEvent.setup();
    await renderAlarms({ routes: WITH_HISTORY, locale: 'zh-TW' });
    await user.click(screen.getByRole('button', { name: '報警' }));
    await screen.findByRole('dialog', { name: '報警列表' });
    await waitFor(() => expect(openLine()).toHaveTextContent('報警中且未確認：5 條'));
    expect(within(openLine()).getByRole('link')).toHaveTextContent('查看');
  });

  it('is never asked without the alarm history page, and the panel has no such line', async () => {
    world.openCount = 7;
    const user = userEvent.setup();
    const { ws } = await renderAlarms();
    send(ws, { event: '0103' });
    await aRefetchLater();
    await user.click(bell());
    await panel();
    expect(screen.queryByTestId('alarm-panel-open')).toBeNull();
    expect(world.openCountAsks).toBe(0);
    expect(bell()).not.toHaveAttribute('data-open-count');
  });
});
