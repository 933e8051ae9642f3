/**
 * The live alarm feed and panel as the layout mounts them (AlarmCenter around the navbar), over a
 * socket client on FakeWebSocket; the missed-alarm feed (`GET /alarm/feed?after=`) is served by
 * an msw handler that keeps its contract (ids above `after`, oldest first, at most 100), and any
 * other request fails the test.
 */
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi, createSocketClient, prefs, session, type SocketClient } from '../../api';
import { ALARM_FEED_MAX, type AlarmSocketMessage } from '../../lib/alarms';
import type { RouteNode } from '../../lib/contract';
import type { Language } from '../../lib/language';
import { SocketContext } from '../../framework/socket';
import { Navbar } from '../navbar/Navbar';
import { alarmMessage } from '../../../test/support/alarmMessage';
import { FakeAudioContext } from '../../../test/support/fakeAudioContext';
import { FakeWebSocket } from '../../../test/support/fakeWebSocket';
import { renderShell, SHELL_ROUTES, TEST_CONFIG } from '../../../test/support/renderShell';
import { AlarmCenter } from './AlarmCenter';
import { ALARM_LIST_MAX_HEIGHT } from './AlarmList';
import { PANEL_KEY_STEP } from './usePanelPosition';

// the first render of the shell loads MUI and react-admin: slow on a shared machine
vi.setConfig({ testTimeout: 20_000 });

const API = 'http://platform.test/api';
/** The platform's open alarms, as the feed answers them. */
let feed: AlarmSocketMessage[] = [];
/** The `after` of every feed request. */
let feedAsks: number[] = [];
/** The platform clock (ms) of the api, for the missed alarms' look-back. */
const nowMs = 1_700_000_000_000;

const server = setupServer(
  http.get(`${API}/alarm/feed`, ({ request }) => {
    const after = Number(new URL(request.url).searchParams.get('after'));
    feedAsks.push(after);
    const data = feed
      .filter((a) => a.alarmId > after)
      .sort((a, b) => a.alarmId - b.alarmId)
      .slice(0, ALARM_FEED_MAX);
    return HttpResponse.json({ status: '1', message: '', data });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

/** The shell's routes with the records page, which the alarms open. */
const ROUTES: RouteNode[] = SHELL_ROUTES.map((node) =>
  node.path === 'device'
    ? {
        ...node,
        children: [
          ...(node.children ?? []),
          { path: 'record', component: '/device/record/index', name: 'DeviceRecord', meta: { title: [{ lang: 'en', value: 'Data records' }] } },
        ],
      }
    : node,
);

let socket: SocketClient;

beforeEach(() => {
  FakeWebSocket.reset();
  FakeAudioContext.reset();
  feed = [];
  feedAsks = [];
  // prefs keep a memory copy beside localStorage (which the set-up clears): unmuted for everyone
  for (const user of ['admin0001', 'operator01']) prefs.setAlarmMuted(user, false);
  // the list's box has a height in a browser; jsdom lays nothing out (the virtualizer reads clientHeight)
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(ALARM_LIST_MAX_HEIGHT);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(380);
});
afterEach(() => {
  // unmounted first: the logout below must not re-render a tree no test looks at
  cleanup();
  socket?.stop();
  session.clear();
  vi.unstubAllGlobals();
});

async function renderAlarms({ routes = ROUTES, username = 'admin0001', locale = 'en' }: { routes?: RouteNode[]; username?: string; locale?: Language } = {}) {
  session.set({ token: 't', username, realname: 'Alice' });
  socket = createSocketClient({ WebSocket: FakeWebSocket, address: () => Promise.resolve('ws://console.test/ws'), retryMs: 20 });
  const view = renderShell(
    <SocketContext.Provider value={socket}>
      <AlarmCenter>
        <Navbar />
      </AlarmCenter>
    </SocketContext.Provider>,
    { routes, locale },
  );
  // the platform's API for the feed, on its clock
  configureApi({ ...TEST_CONFIG, apiBase: API }, { getLang: () => locale, onSessionLost: () => undefined, now: () => nowMs });
  // the layout's feed subscribes to 0003, which connects the socket
  await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(1));
  const ws = FakeWebSocket.last();
  act(() => ws.accept());
  return { ...view, ws };
}

const send = (ws: FakeWebSocket, ...messages: unknown[]) =>
  act(() => {
    for (const message of messages) ws.receive(message);
  });
const panel = () => screen.findByRole('dialog', { name: 'Alarm list' });
const bell = () => screen.getByRole('button', { name: 'Alarms' });
const items = () => screen.queryAllByTestId('alarm-item');
const itemIds = () => items().map((item) => Number(item.getAttribute('data-alarm-id')));
/** A commit is at the next animation frame: long enough for one. */
const aFrameLater = () => act(() => new Promise((resolve) => setTimeout(resolve, 300)));

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

  it('each alarm shows its field label (anything else as unknown type), its name with the alarm suffix, the message and the time', async () => {
    const { ws } = await renderAlarms();
    const fields = ['temperature', 'humidity', 'offline', 'voltage', 'unplugged', 'power'];
    send(ws, ...fields.map((eventField, i) => alarmMessage(i + 1, { eventField, displayTitle: `Device ${eventField}`, message: `message ${i + 1}` })));
    await panel();
    await waitFor(() => expect(items()).toHaveLength(6));
    const label = (id: number) => within(screen.getByTestId('alarm-list').querySelector(`[data-alarm-id="${id}"]`) as HTMLElement);
    expect(fields.map((_, i) => label(i + 1).getByTestId('alarm-item-field').textContent)).toEqual([
      'Temperature',
      'Humidity',
      'Offline',
      'Low battery',
      'Unplugged',
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

describe('nothing lost across a disconnect', () => {
  it('asks nothing on the first connection; after a reconnect fetches what came after the last alarm seen, once each', async () => {
    const { ws } = await renderAlarms();
    send(ws, alarmMessage(3));
    await waitFor(() => expect(itemIds()).toEqual([3]));
    expect(feedAsks).toEqual([]);

    // the platform raised 4 and 5 while the socket was down
    feed = [alarmMessage(2), alarmMessage(3), alarmMessage(4), alarmMessage(5)];
    act(() => ws.drop());
    await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(2));
    const again = FakeWebSocket.last();
    act(() => again.accept());
    // 5 also comes late over the new socket: shown once
    send(again, alarmMessage(5));
    await waitFor(() => expect(itemIds()).toEqual([5, 4, 3]));
    expect(feedAsks).toEqual([3]);
    await aFrameLater();
    expect(itemIds()).toEqual([5, 4, 3]);
    expect(within(bell()).getByText('3')).toBeInTheDocument();
  });

  it('fetches page after page when more than a page was missed', async () => {
    const { ws } = await renderAlarms();
    send(ws, alarmMessage(1));
    await waitFor(() => expect(itemIds()).toEqual([1]));
    feed = Array.from({ length: 130 }, (_, i) => alarmMessage(i + 2));
    act(() => ws.drop());
    await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(2));
    act(() => FakeWebSocket.last().accept());
    await waitFor(() => expect(within(bell()).getByText('99+')).toBeInTheDocument());
    expect(feedAsks).toEqual([1, 101]);
    expect(itemIds()[0]).toBe(131);
  });

  it('with no alarm seen before the disconnect, counts as missed only the alarms of readings since shortly before it', async () => {
    const { ws } = await renderAlarms();
    const disconnectedAt = nowMs / 1000;
    feed = [alarmMessage(1, { dataTimestamp: disconnectedAt - 86_400 }), alarmMessage(2, { dataTimestamp: disconnectedAt + 5 })];
    act(() => ws.drop());
    await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(2));
    act(() => FakeWebSocket.last().accept());
    await panel();
    await waitFor(() => expect(itemIds()).toEqual([2]));
    expect(feedAsks).toEqual([0]);
  });
});

describe('the alarm sound', () => {
  beforeEach(() => vi.stubGlobal('AudioContext', FakeAudioContext));

  it('plays nothing before the first user interaction, then once per burst, and not while muted', async () => {
    let now = 1_000_000;
    vi.spyOn(Date, 'now').mockImplementation(() => now);
    const { ws } = await renderAlarms();
    send(ws, alarmMessage(1));
    await panel();
    // autoplay rules: no sound, not even an AudioContext, before the user did something
    expect(FakeAudioContext.instances).toHaveLength(0);
    expect(FakeAudioContext.beeps()).toBe(0);

    fireEvent.pointerDown(document.body);
    send(ws, ...Array.from({ length: 50 }, (_, i) => alarmMessage(i + 10)));
    await waitFor(() => expect(FakeAudioContext.beeps()).toBe(1));
    now += 60_000;
    send(ws, alarmMessage(100));
    await waitFor(() => expect(FakeAudioContext.beeps()).toBe(2));

    const mute = screen.getByRole('switch', { name: 'Mute the alarm sound' });
    expect(mute).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(mute);
    expect(mute).toHaveAttribute('aria-checked', 'true');
    now += 60_000;
    send(ws, alarmMessage(101));
    await waitFor(() => expect(itemIds()[0]).toBe(101));
    await aFrameLater();
    expect(FakeAudioContext.beeps()).toBe(2);
  });

  it('remembers the mute switch per user', async () => {
    const first = await renderAlarms({ username: 'admin0001' });
    await userEvent.click(bell());
    await userEvent.click(within(await panel()).getByRole('switch', { name: 'Mute the alarm sound' }));
    expect(prefs.isAlarmMuted('admin0001')).toBe(true);
    first.unmount();
    socket.stop();

    FakeWebSocket.reset();
    const other = await renderAlarms({ username: 'operator01' });
    await userEvent.click(bell());
    expect(within(await panel()).getByRole('switch', { name: 'Mute the alarm sound' })).toHaveAttribute('aria-checked', 'false');
    other.unmount();
    socket.stop();

    FakeWebSocket.reset();
    await renderAlarms({ username: 'admin0001' });
    await userEvent.click(bell());
    expect(within(await panel()).getByRole('switch', { name: 'Mute the alarm sound' })).toHaveAttribute('aria-checked', 'true');
  });
});

describe('moving the panel', () => {
  const position = (el: HTMLElement) => ({
    x: parseFloat(el.style.left || getComputedStyle(el).left),
    y: parseFloat(el.style.top || getComputedStyle(el).top),
  });

  it('moves with the arrow keys on its title bar and by dragging it, always inside the window', async () => {
    await renderAlarms();
    await userEvent.click(bell());
    const dialog = await panel();
    const handle = within(dialog).getByTestId('alarm-panel-handle');
    expect(handle).toHaveAccessibleName(/arrow keys/);
    const start = position(dialog);

    act(() => handle.focus());
    await userEvent.keyboard('{ArrowLeft}{ArrowDown}');
    expect(position(dialog)).toEqual({ x: start.x - PANEL_KEY_STEP, y: start.y + PANEL_KEY_STEP });

    fireEvent.pointerDown(handle, { button: 0, pointerId: 1, clientX: 500, clientY: 100 });
    fireEvent.pointerMove(handle, { pointerId: 1, clientX: 400, clientY: 150 });
    expect(position(dialog)).toEqual({ x: start.x - PANEL_KEY_STEP - 100, y: start.y + PANEL_KEY_STEP + 50 });
    // far past the top-left corner: it stops at the edge
    fireEvent.pointerMove(handle, { pointerId: 1, clientX: -5000, clientY: -5000 });
    expect(position(dialog)).toEqual({ x: 0, y: 0 });
    fireEvent.pointerUp(handle, { pointerId: 1 });
    fireEvent.pointerMove(handle, { pointerId: 1, clientX: 600, clientY: 300 });
    expect(position(dialog)).toEqual({ x: 0, y: 0 });

    // the buttons of the title bar are pressed, not dragged
    fireEvent.pointerDown(within(dialog).getByRole('button', { name: 'Clear all alarms' }), { button: 0, pointerId: 2, clientX: 10, clientY: 10 });
    fireEvent.pointerMove(handle, { pointerId: 2, clientX: 300, clientY: 300 });
    expect(position(dialog)).toEqual({ x: 0, y: 0 });
  });

  it('spans the width at phone width (below 600 px)', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: /max-width:\s*599/.test(query),
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }));
    await renderAlarms();
    await userEvent.click(bell());
    const dialog = await panel();
    expect(getComputedStyle(dialog).width).toBe('100%');
    expect(position(dialog).x).toBe(0);
  });
});
