/**
 * Harness of the download centre page (src/pages/download-center): the console's real api client
 * over the in-process platform with a test-only job kind, a fresh user of company 1 per test
 * (with or without the delete code), and the page's visibility in the test's hands.
 */
import { useSyncExternalStore, type ReactElement } from 'react';
import { act, render } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { AdminContext } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { session } from '../../src/api';
import { createDownload } from '../../src/framework/downloads';
import type { CreateDownloadBody, DownloadJob } from '../../src/lib/downloads';
import { PageVisibleContext } from '../../src/framework/usePageVisible';
import { createI18nProvider } from '../../src/providers/i18nProvider';
import { DownloadCenterPage } from '../../src/pages/download-center/DownloadCenterPage';
import { testRowsKind, type TestKind, type TestRowsParams } from './downloadTestKind';
import { connectClient, loginAs } from './platformClient';
import { startPlatformServer, type PlatformHarness } from './platformServer';
import { userWithPages } from './readingsFixture';

// the area's own menu too: the route tree (/menu) shows a page under its area only
const PAGES = ['Statistics', 'StatisticsDownloadCenter', 'StatisticsDataQuery'];
const DELETE_CODE = 'statisticsdownloadcenter_delete';

export interface CentreHarness {
  harness: PlatformHarness;
  kind: TestKind;
}

/** One platform for the file; `signIn` makes and signs in a new user (its own empty list). */
export function downloadCentrePlatform(): { get(): CentreHarness; signIn(options?: { canDelete?: boolean }): Promise<string> } {
  let current: CentreHarness | undefined;
  beforeAll(async () => {
    const kind = testRowsKind();
    const harness = await startPlatformServer({ downloadExtraKinds: { testRows: kind.handler }, rateLoginPerMinute: 1000 });
    connectClient(harness);
    current = { harness, kind };
  });
  afterAll(() => current?.harness.close());
  afterEach(() => session.clear());
  const get = () => {
    if (!current) throw new Error('downloadCentrePlatform: no platform outside a test');
    return current;
  };
  return {
    get,
    async signIn({ canDelete = true } = {}) {
      const { platform } = get().harness;
      const { username } = await userWithPages(platform, 1, PAGES, canDelete ? [DELETE_CODE] : []);
      await loginAs(get().harness, { username, password: 'Limited@1234' });
      return username;
    },
  };
}

const visibility = { shown: true, listeners: new Set<() => void>() };
const subscribe = (listener: () => void) => {
  visibility.listeners.add(listener);
  return () => visibility.listeners.delete(listener);
};

function Visibility({ children }: { children: ReactElement }) {
  const shown = useSyncExternalStore(subscribe, () => visibility.shown);
  return <PageVisibleContext.Provider value={shown}>{children}</PageVisibleContext.Provider>;
}

/** Shows or hides the page as the tab cache would. */
export function showPage(shown: boolean): void {
  act(() => {
    visibility.shown = shown;
    for (const listener of visibility.listeners) listener();
  });
}

export function renderDownloadCentre(language: 'en' | 'zh-CN' | 'zh-TW' = 'en') {
  visibility.shown = true;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MemoryRouter>
      <AdminContext i18nProvider={createI18nProvider(language)} queryClient={queryClient}>
        <Visibility>
          <DownloadCenterPage component="/statistics/downloadcenter/index" name="StatisticsDownloadCenter" />
        </Visibility>
      </AdminContext>
    </MemoryRouter>,
  );
}

/** A job of the test-only kind through the console's own call (the kind is not in CreateDownloadBody's union). */
export function createTestJob(params: TestRowsParams): Promise<DownloadJob> {
  return createDownload({ kind: 'testRows', params } as unknown as CreateDownloadBody);
}
