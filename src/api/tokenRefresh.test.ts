import type { LoginData } from '../lib/contract';
import { ApiError } from './apiError';
import { createTokenRefresh } from './tokenRefresh';

const data = { token: 'new', tokentime: 7200 } as LoginData;

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('createTokenRefresh', () => {
  it('runs one refresh for any number of waiting callers', async () => {
    const gate = deferred<LoginData>();
    const request = vi.fn(() => gate.promise);
    const onRefreshed = vi.fn();
    const pending: boolean[] = [];
    const refresh = createTokenRefresh({ request, onRefreshed, onFailed: vi.fn(), onPendingChange: (p) => pending.push(p) });
    const waiting = Array.from({ length: 20 }, () => refresh.run());
    expect(refresh.pending).toBe(true);
    gate.resolve(data);
    await Promise.all(waiting);
    expect(request).toHaveBeenCalledTimes(1);
    expect(onRefreshed).toHaveBeenCalledTimes(1);
    expect(onRefreshed).toHaveBeenCalledWith(data);
    expect(refresh.pending).toBe(false);
    expect(pending).toEqual([true, false]);
  });

  it('starts a new refresh once the previous one is over', async () => {
    const request = vi.fn(async () => data);
    const refresh = createTokenRefresh({ request, onRefreshed: vi.fn(), onFailed: vi.fn() });
    await refresh.run();
    await refresh.run();
    expect(request).toHaveBeenCalledTimes(2);
  });

  it('rejects every waiting caller with one ApiError and reports the loss once', async () => {
    const gate = deferred<LoginData>();
    const onFailed = vi.fn();
    const refresh = createTokenRefresh({ request: () => gate.promise, onRefreshed: vi.fn(), onFailed });
    const waiting = Array.from({ length: 5 }, () => refresh.run());
    gate.reject(new ApiError({ status: '-2', httpStatus: 200, message: 'expired' }));
    const results = await Promise.allSettled(waiting);
    expect(results.every((r) => r.status === 'rejected' && r.reason instanceof ApiError && r.reason.status === '-2')).toBe(true);
    expect(onFailed).toHaveBeenCalledTimes(1);
    expect(refresh.pending).toBe(false);
  });

  it.each([
    ['no token', { tokentime: 10 }],
    ['no tokentime', { token: 'x' }],
    ['nothing', undefined],
  ])('treats an answer with %s as a failure', async (_name, answer) => {
    const onFailed = vi.fn();
    const onRefreshed = vi.fn();
    const refresh = createTokenRefresh({ request: async () => answer as LoginData, onRefreshed, onFailed });
    await expect(refresh.run()).rejects.toBeInstanceOf(ApiError);
    expect(onRefreshed).not.toHaveBeenCalled();
    expect(onFailed).toHaveBeenCalledTimes(1);
  });

  it('turns a transport failure into an ApiError', async () => {
    const refresh = createTokenRefresh({ request: async () => Promise.reject(new Error('socket hang up')), onRefreshed: vi.fn(), onFailed: vi.fn() });
    await expect(refresh.run()).rejects.toMatchObject({ name: 'ApiError', status: '', message: 'app.errors.network' });
  });
});
