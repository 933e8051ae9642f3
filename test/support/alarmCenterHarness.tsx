/**
 * The harness of the alarm centre's tests (src/layout/alarms/AlarmCenter*.test.tsx): the live
 * alarm feed and panel as the layout mounts them (AlarmCenter around the navbar), over a socket
 * client on FakeWebSocket; the missed-alarm feed (`GET /alarm/feed?after=`) is served by an msw
 * handler that keeps its contract (ids above `after`, oldest first, at most 100), and the open
 * count (`GET /alarm/opencount`, issue 26 §1) by one answering `world.openCount`; any other
 * request fails the test. `setUpAlarmCenter()` registers the hooks in the calling file and
 * returns its world: what the feed holds and was asked, and the helpers to render and read.
 */
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, expect, vi } from 'vitest';
import { configureApi, createSocketClient, prefs, session, type SocketClient } from '../../src/api';
import { ALARM_FEED_MAX, type AlarmSocketMessage } from '../../src/lib/alarms';
import type { RouteNode } from '../../src/lib/contract';
import type { Language } from '../../src/lib/language';
import { SocketContext } from '../../src/framework/socket';
import { AlarmCenter } from '../../src/layout/alarms/AlarmCenter';
import { ALARM_LIST_MAX_HEIGHT } from '../../src/layout/alarms/AlarmList';
import { Navbar } from '../../src/layout/navbar/Navbar';
import { FakeAudioContext } from './fakeAudioContext';
import { FakeWebSocket } from './fakeWebSocket';
import { renderShell, SHELL_ROUTES, TEST_CONFIG } from './renderShell';

const API = 'http://platform.test/api';
/** The platform clock (ms) of the api, for the missed alarms' look-back. */
export const ALARM_NOW_MS = 1_700_000_000_000;

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

export interface AlarmCenterWorld {
  /** the platform's open alarms, as the feed answers them */
  feed: AlarmSocketMessage[];
  /** the `after` of every feed request */
  feedAsks: number[];
  /** the platform's open alarms not acknowledged, as the open count answers */
  openCount: number;
  /** how many times the open count was asked */
  openCountAsks: number;
  socket: SocketClient | null;
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

export function setUpAlarmCenter() {
  // the first render of the shell loads MUI and react-admin: slow on a shared machine
  vi.setConfig({ testTimeout: 20_000 });
  const world: AlarmCenterWorld = { feed: [], feedAsks: [], openCount: 0, openCountAsks: 0, socket: null };
  const server = setupServer(
    http.get(`${API}/alarm/feed`, ({ request }) => {
      const after = Number(new URL(request.url).searchParams.get('after'));
      world.feedAsks.push(after);
      const data = world.feed
        .filter((a) => a.alarmId > after)
        .sort((a, b) => a.alarmId - b.alarmId)
        .slice(0, ALARM_FEED_MAX);
      return HttpResponse.json({ status: '1', message: '', data });
    }),
    http.get(`${API}/alarm/opencount`, () => {
      world.openCountAsks += 1;
      return HttpResponse.json({ status: '1', message: '', data: { count: world.openCount } });
    }),
  );
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());
  beforeEach(() => {
    FakeWebSocket.reset();
    FakeAudioContext.reset();
    world.feed = [];
    world.feedAsks = [];
    world.openCount = 0;
    world.openCountAsks = 0;
    // prefs keep a memory copy beside localStorage (which the set-up clears): unmuted for everyone
    for (const user of ['admin0001', 'operator01']) prefs.setAlarmMuted(user, false);
    // the list's box has a height in a browser; jsdom lays nothing out (the virtualizer reads clientHeight)
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(ALARM_LIST_MAX_HEIGHT);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(380);
  });
  afterEach(() => {
    // unmounted first: the logout below must not re-render a tree no test looks at
    cleanup();
    world.socket?.stop();
    session.clear();
    vi.unstubAllGlobals();
  });

  async function renderAlarms({ routes = ROUTES, username = 'admin0001', locale = 'en' }: { routes?: RouteNode[]; username?: string; locale?: Language } = {}) {
    session.set({ token: 't', username, realname: 'Alice' });
    const socket = createSocketClient({ WebSocket: FakeWebSocket, address: () => Promise.resolve('ws://console.test/ws'), retryMs: 20 });
    world.socket = socket;
    const view = renderShell(
      <SocketContext.Provider value={socket}>
        <AlarmCenter>
          <Navbar />
        </AlarmCenter>
      </SocketContext.Provider>,
      { routes, locale },
    );
    // the platform's API for the feed, on its clock
    configureApi({ ...TEST_CONFIG, apiBase: API }, { getLang: () => locale, onSessionLost: () => undefined, now: () => ALARM_NOW_MS });
    // the layout's feed subscribes to 0003, which connects the socket
    await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(1));
    const ws = FakeWebSocket.last();
    act(() => ws.accept());
    return { ...view, ws, socket };
  }

  return { world, renderAlarms, send, panel, bell, items, itemIds, aFrameLater };
}
