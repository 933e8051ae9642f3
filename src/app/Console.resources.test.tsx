/**
 * The console registers every schema entity with react-admin (issue 11 §3): a page it serves
 * sees the entity through react-admin's hooks. Fails if Console stops declaring the resources.
 */
import type { ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { I18nContext, useGetRecordRepresentation, useResourceDefinition } from 'ra-core';
import { MemoryRouter } from 'react-router-dom';
import { session } from '../api';
import { buildSchemaRegistry } from '../framework';
import type { RouteNode } from '../lib/contract';
import { createI18nProvider } from '../providers/i18nProvider';
import { gadgetWire } from '../../test/support/gadgetSchema';
import Console from './Console';
import { registerPages } from './pageRegistry';

const routes: RouteNode[] = [{ path: '/probe', component: '/probe/index', name: 'Probe', meta: { title: [{ lang: 'en', value: 'Probe' }] } }];
const registry = buildSchemaRegistry(gadgetWire);

vi.mock('./useServerRoutes', () => ({ useServerRoutes: () => ({ status: 'ready', routes, retry: () => undefined }) }));
vi.mock('./useSchemas', () => ({ useSchemas: () => ({ status: 'ready', registry }) }));
vi.mock('./RequirePasswordChange', () => ({ RequirePasswordChange: ({ children }: { children: ReactNode }) => children }));
// the shell (sidebar, navbar, alarms, tab bar) has its own tests and its own requests
vi.mock('../layout/ConsoleLayout', () => ({ ConsoleLayout: ({ children }: { children: ReactNode }) => <main>{children}</main> }));

function Probe() {
  const gadget = useResourceDefinition({ resource: 'gadget' });
  const represent = useGetRecordRepresentation('gadget');
  return <p data-testid="probe">{`${gadget.name ?? 'unknown'}: ${String(represent({ id: 7, code: 'G-7' }))}`}</p>;
}

beforeEach(() => session.set({ token: 'abc', username: 'admin0001' }));
afterEach(() => session.clear());

describe('Console', () => {
  it('declares the schema entities as react-admin resources for the pages it serves', async () => {
    registerPages({ '/probe/index': async () => ({ default: Probe }) });
    const i18nProvider = createI18nProvider('en');
    render(
      <I18nContext.Provider value={i18nProvider}>
        <MemoryRouter initialEntries={['/probe']}>
          <Console i18nProvider={i18nProvider} />
        </MemoryRouter>
      </I18nContext.Provider>,
    );
    expect(await screen.findByTestId('probe')).toHaveTextContent('gadget: G-7');
  });
});
