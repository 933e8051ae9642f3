/**
 * The console's socket against the real platform over TCP: the address it makes (configured
 * wsUrl, username, a fresh ticket) is admitted, broadcasts reach the subscribers of their event,
 * and without a session nothing is made.
 */
import type { AddressInfo } from 'node:net';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { api, apiNowUnix, configureApi, createSocketClient, session, type SocketClient, type WebSocketClass } from '../api';
import type { ConsoleConfig, LoginData } from '../lib/contract';
import { encryptPassword } from '../lib/sm2';
import { createTestPlatform, type TestPlatform } from '../../test/support/testPlatform';
import { ADMIN } from '../../test/support/platformClient';
import { liveSocketAddress } from './liveSocket';

let platform: TestPlatform;
let socket: SocketClient | undefined;

beforeAll(async () => {
  platform = await createTestPlatform();
  await platform.app.listen({ port: 0, host: '127.0.0.1' });
  const origin = `127.0.0.1:${(platform.app.server.address() as AddressInfo).port}`;
  const served = (await platform.app.inject({ method: 'GET', url: '/config.json' })).json() as ConsoleConfig;
  configureApi({ ...served, apiBase: `http://${origin}/api`, wsUrl: `ws://${origin}/ws` }, { getLang: () => 'en', onSessionLost: () => undefined, now: platform.clock.now });
  const data = await api.form<LoginData>('POST', '/auth/login', {
    username: ADMIN.username,
    password: encryptPassword(ADMIN.password, served.sm2PublicKey),
    serviceloginkey: '',
    identifier: 'socket-test',
    v: '1.3.0',
    agentToken: '',
  });
  session.applyLogin(data, apiNowUnix());
});
afterAll(async () => {
  socket?.stop();
  session.clear();
  await platform.close();
});

describe('the live socket', () => {
  it('is admitted with its ticket and hands each broadcast to the subscribers of its event', async () => {
    socket = createSocketClient({ WebSocket: WebSocket as unknown as WebSocketClass, address: liveSocketAddress });
    const readings: unknown[] = [];
    const alarms: unknown[] = [];
    socket.subscribe('0101', (m) => readings.push(m));
    socket.subscribe('0003', (m) => alarms.push(m));
    await vi.waitFor(() => expect(socket?.status()).toBe('open'));
    await vi.waitFor(() => expect(platform.app.sockets.count(ADMIN.username)).toBe(1));
    const reading = { event: '0101', deviceId: 3, online: true };
    platform.app.sockets.broadcast(ADMIN.username, reading);
    await vi.waitFor(() => expect(readings).toEqual([reading]));
    expect(alarms).toEqual([]);

    // logged in again later with a new ticket: the spent one would be refused
    socket.stop();
    await vi.waitFor(() => expect(platform.app.sockets.count(ADMIN.username)).toBe(0));
    platform.clock.advance(1);
    socket.subscribe('0101', () => undefined);
    await vi.waitFor(() => expect(socket?.status()).toBe('open'));
  });

  it('makes no address without a session', async () => {
    const { username, token } = session.get();
    expect(new URL((await liveSocketAddress())!).searchParams.get('username')).toBe(username);
    session.set({ token: '' });
    await expect(liveSocketAddress()).resolves.toBeNull();
    session.set({ token });
  });
});
