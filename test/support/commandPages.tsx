/**
 * Test harness for the device command pages (resources/device/commands): the console's real api
 * client, data provider and schema registry over the in-process platform (platformServer.ts),
 * logged in, with the responder's random source in the test's hands and the page's
 * visibility (the tab cache's PageVisibleContext) switchable.
 */
import { useSyncExternalStore, type ReactElement } from 'react';
import { act, render } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { AdminContext } from 'react-admin';
import { afterEach, beforeEach } from 'vitest';
import { session } from '../../src/api';
import { loadSchemaRegistry } from '../../src/framework';
import { SchemaRegistryContext } from '../../src/framework/schema/SchemaRegistryContext';
import { PageVisibleContext } from '../../src/framework/usePageVisible';
import { createDataProvider } from '../../src/providers/dataProvider';
import { createI18nProvider } from '../../src/providers/i18nProvider';
import { ADMIN, connectClient, loginAs } from './platformClient';
import { startPlatformServer, type PlatformHarness } from './platformServer';

export interface CommandHarness extends PlatformHarness {
  /** what the responder's random source answers (0.5: every command succeeds) */
  random: { value: number };
}

/** A fresh platform per test, the console's client logged in as `user` (admin0001 unless told). */
export function commandPagePlatform(user: { username: string; password: string } = ADMIN): () => CommandHarness {
  let harness: CommandHarness | undefined;
  beforeEach(async () => {
    const random = { value: 0.5 };
    harness = Object.assign(await startPlatformServer({ commandRandom: () => random.value }), { random });
    connectClient(harness);
    await loginAs(harness, user);
  });
  afterEach(async () => {
    session.clear();
    await harness?.close();
  });
  return () => {
    if (!harness) throw new Error('commandPagePlatform: no platform outside a test');
    return harness;
  };
}

/** Whether the page under test is the tab shown: a store the test sets and the page reads. */
const visibility = { shown: true, listeners: new Set<() => void>() };
const subscribe = (listener: () => void) => {
  visibility.listeners.add(listener);
  return () => visibility.listeners.delete(listener);
};

function Visibility({ children }: { children: ReactElement }) {
  const shown = useSyncExternalStore(subscribe, () => visibility.shown);
  return <PageVisibleContext.Provider value={shown}>{children}</PageVisibleContext.Provider>;
}

/** Shows or hides the page as the tab cache would (a hidden page's effects keep running when warm). */
export function showPage(shown: boolean): void {
  act(() => {
    visibility.shown = shown;
    for (const listener of visibility.listeners) listener();
  });
}

export async function renderCommandPage(page: ReactElement) {
  visibility.shown = true;
  const registry = await loadSchemaRegistry([]);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <AdminContext dataProvider={createDataProvider()} i18nProvider={createI18nProvider('en')} queryClient={queryClient}>
      <SchemaRegistryContext.Provider value={registry}>
        <Visibility>{page}</Visibility>
      </SchemaRegistryContext.Provider>
    </AdminContext>,
  );
}

/** Moves the platform's clock and lets its responder catch up. */
export async function passTime(harness: PlatformHarness, seconds: number): Promise<void> {
  harness.platform.clock.advance(seconds);
  await harness.platform.app.commandResponder.tick();
}
