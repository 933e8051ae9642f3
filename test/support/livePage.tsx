/**
 * Test harness for the device resource's live pages (monitor, cold-chain cabinets, detail): the
 * real data provider and schema registry over whatever platform the test's api is configured for,
 * English, a router at `path` (the page under its route pattern, the address shown beside it),
 * and the socket as a client over FakeWebSocket.
 */
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { AdminContext } from 'react-admin';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { createSocketClient, type SocketClient } from '../../src/api';
import { loadSchemaRegistry } from '../../src/framework';
import { SchemaRegistryContext } from '../../src/framework/schema/SchemaRegistryContext';
import { SocketContext } from '../../src/framework/socket';
import { createDataProvider } from '../../src/providers/dataProvider';
import { createI18nProvider } from '../../src/providers/i18nProvider';
import { FakeWebSocket } from './fakeWebSocket';

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

export async function renderLivePage(page: ReactElement, { path, pattern }: { path: string; pattern: string }): Promise<ReturnType<typeof render> & { socket: SocketClient }> {
  const registry = await loadSchemaRegistry([]);
  const socket = createSocketClient({ WebSocket: FakeWebSocket, address: () => Promise.resolve('ws://console.test/ws') });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext dataProvider={createDataProvider()} i18nProvider={createI18nProvider('en')} queryClient={queryClient}>
        <SchemaRegistryContext.Provider value={registry}>
          <SocketContext.Provider value={socket}>
            <Routes>
              <Route path={pattern} element={page} />
              <Route path="*" element={null} />
            </Routes>
            <Where />
          </SocketContext.Provider>
        </SchemaRegistryContext.Provider>
      </AdminContext>
    </MemoryRouter>,
  );
  return { ...view, socket };
}
