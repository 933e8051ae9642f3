/**
 * The monitor's data against the real platform in-process (GET /monitor), with the socket's
 * events from a fake WebSocket: a 0101 patches the device's row in place, judged again; a hidden
 * page neither patches nor polls, and loads once when shown again.
 */
import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import { createSocketClient } from '../../../src/api';
import { READING_EVENT, type MonitorRow, type Reading } from '../../../src/lib/readings';
import { SocketContext } from '../../../src/framework/socket';
import { PageVisibleContext } from '../../../src/framework/usePageVisible';
import { FakeWebSocket } from '../../../test/support/fakeWebSocket';
import { loggedInPlatform } from '../../../test/support/platformClient';
import { putState } from '../../../test/support/readingsFixture';
import { LIVE_FLUSH_MS } from '../live/useLiveUpdates';
import { useMonitor, type MonitorResult } from './useMonitor';

const harness = loggedInPlatform();

interface Device {
  id: number;
  number: string;
}

/** A device of admin0001's company with thresholds 2–8 °C and a normal latest reading. */
async function normalDevice(): Promise<{ device: Device; now: number }> {
  const { platform } = harness();
  const { db } = platform.app;
  const admin = await db.selectFrom('users').select('company_id').where('username', '=', 'admin0001').executeTakeFirstOrThrow();
  const device = await db.selectFrom('devices').select(['id', 'number']).where('company_id', '=', admin.company_id).where('model', '=', 'CTH-200').orderBy('id').executeTakeFirstOrThrow();
  await db.updateTable('devices').set({ temperature_min: 2, temperature_max: 8, humidity_min: null, humidity_max: null }).where('id', '=', device.id).execute();
  const now = Math.floor(platform.clock.now() / 1000);
  await putState(platform, { device_id: device.id, ts: now - 30, last_seen: now - 30, changed_at: now - 3600, temperature: 5, humidity: 50, battery: 90, signal: 70, power: 1, online: 1 });
  return { device, now };
}

function reading(ts: number, temperature: number): Reading {
  return { ts, temperature, humidity: 50, battery: 90, signal: 70, power: 1, lat: null, lng: null, pressure: null, light: null, o2: null, co2: null, shake: null, door: null };
}

function renderMonitor(number: string) {
  FakeWebSocket.reset();
  const socket = createSocketClient({ WebSocket: FakeWebSocket, address: () => Promise.resolve('ws://console.test/ws') });
  const client = new QueryClient();
  let visible = true;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <SocketContext.Provider value={socket}>
        <PageVisibleContext.Provider value={visible}>{children}</PageVisibleContext.Provider>
      </SocketContext.Provider>
    </QueryClientProvider>
  );
  const view = renderHook(() => useMonitor({ q: number, page: 1, limit: 10 }), { wrapper });
  return {
    ...view,
    setVisible(next: boolean) {
      visible = next;
      view.rerender();
    },
  };
}

const rowOf = (result: MonitorResult, id: number): MonitorRow | undefined => (result.status === 'ready' ? result.answer.list.find((row) => row.id === id) : undefined);
const monitorCalls = () => harness().count('GET', '/monitor');

beforeEach(() => FakeWebSocket.reset());

describe('useMonitor', () => {
  it('patches the device row on a 0101 event, judging it again and moving the counts', async () => {
    const { device, now } = await normalDevice();
    const { result } = renderMonitor(device.number);
    await waitFor(() => expect(rowOf(result.current, device.id)?.reading?.temperature).toBe(5));
    expect(rowOf(result.current, device.id)?.state).toBe('normal');
    const before = result.current.status === 'ready' ? result.current.answer.counts : null;

    await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(1));
    act(() => {
      FakeWebSocket.last().accept();
      FakeWebSocket.last().receive({ event: READING_EVENT, eventField: 'reading', displayTitle: '', message: '', dataTimestamp: now, deviceId: device.id, online: true, reading: reading(now, 12.3) });
    });
    await waitFor(() => expect(rowOf(result.current, device.id)?.reading?.temperature).toBe(12.3));
    const row = rowOf(result.current, device.id)!;
    expect(row).toMatchObject({ state: 'exceeding', lastSeen: now, online: true });
    const counts = result.current.status === 'ready' ? result.current.answer.counts : null;
    expect(counts?.exceeding).toBe(before!.exceeding + 1);
    expect(counts?.normal).toBe(before!.normal - 1);
  });

  it('ignores an older reading arriving late, and events of other devices', async () => {
    const { device, now } = await normalDevice();
    const { result } = renderMonitor(device.number);
    await waitFor(() => expect(rowOf(result.current, device.id)?.reading?.temperature).toBe(5));
    await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(1));
    const shown = result.current.status === 'ready' ? result.current.answer : null;
    act(() => {
      FakeWebSocket.last().accept();
      FakeWebSocket.last().receive({ event: READING_EVENT, dataTimestamp: now - 600, deviceId: device.id, online: true, reading: reading(now - 600, 30) });
      FakeWebSocket.last().receive({ event: READING_EVENT, dataTimestamp: now, deviceId: -1, online: true, reading: reading(now, 30) });
    });
    await new Promise((resolve) => setTimeout(resolve, LIVE_FLUSH_MS * 2));
    expect(result.current.status === 'ready' ? result.current.answer : null).toBe(shown);
  });

  it('does nothing while hidden: no patch, no listening; one load when shown again', async () => {
    const { device, now } = await normalDevice();
    const view = renderMonitor(device.number);
    await waitFor(() => expect(rowOf(view.result.current, device.id)?.reading?.temperature).toBe(5));
    await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(1));
    const socket = FakeWebSocket.last();
    act(() => socket.accept());
    const loads = monitorCalls();

    view.setVisible(false);
    act(() => socket.receive({ event: READING_EVENT, dataTimestamp: now, deviceId: device.id, online: true, reading: reading(now, 12.3) }));
    await new Promise((resolve) => setTimeout(resolve, LIVE_FLUSH_MS * 2));
    expect(rowOf(view.result.current, device.id)?.reading?.temperature).toBe(5);
    expect(monitorCalls()).toBe(loads);

    // what happened meanwhile, on the server: the page shows it after its one load
    await putState(harness().platform, { device_id: device.id, ts: now, last_seen: now, changed_at: now, temperature: 6.5, humidity: 50, battery: 90, signal: 70, power: 1, online: 1 });
    view.setVisible(true);
    await waitFor(() => expect(rowOf(view.result.current, device.id)?.reading?.temperature).toBe(6.5));
    expect(monitorCalls()).toBe(loads + 1);
  });
});
