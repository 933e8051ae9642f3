/**
 * Replaces the console's `api` methods with a test file's mocks for each of its tests, and gives
 * them back when the file ends: what `vi.mock('src/api')` did, without running the file in a
 * module graph of its own (vitest.config.ts isolates every file that mocks a module, and each such
 * jsdom file loads MUI and react-admin again: seconds of CPU per file).
 */
import { afterAll, beforeEach, vi, type Mock } from 'vitest';
import { api } from '../../src/api';

type Method = keyof typeof api;

export interface StubApiOptions {
  /** the methods without a mock keep their own behaviour; by default they refuse, naming themselves */
  othersReal?: boolean;
}

export function stubApi(mocks: Partial<Record<Method, Mock>>, { othersReal = false }: StubApiOptions = {}): void {
  beforeEach(() => {
    for (const method of Object.keys(api) as Method[]) {
      const mock = mocks[method];
      if (!mock && othersReal) continue;
      const stand = (...args: unknown[]): unknown => (mock ? mock(...args) : Promise.reject(new Error(`api.${method} is not stubbed in this test`)));
      // a mock answers what the test gives it; the method's generic type cannot say that
      vi.spyOn(api, method).mockImplementation(stand as never);
    }
  });
  afterAll(() => {
    vi.restoreAllMocks();
  });
}
