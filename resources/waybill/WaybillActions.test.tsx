/**
 * A waybill row's menu: its history always, its temperature log (issue 14 §3) only for a user who
 * has that page, opening it on the waybill; no action before the page's codes are known.
 */
import { fireEvent, render, screen } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { session } from '../../src/api';
import type { RouteNode } from '../../src/lib/contract';
import { createI18nProvider } from '../../src/providers/i18nProvider';
import { WaybillActions } from './WaybillActions';

vi.setConfig({ testTimeout: 20_000 });

const access = { create: true, edit: true, delete: true, export: true, import: true };
const STATISTICS: RouteNode = {
  path: '/statistics',
  component: 'Layout',
  name: 'Statistics',
  children: [{ path: 'temperaturelog', component: '/statistics/temperaturelog/index', name: 'StatisticsTemperatureLog' }],
};

function Address() {
  const { pathname, search } = useLocation();
  return <output data-testid="address">{pathname + search}</output>;
}

function renderMenu() {
  render(
    <MemoryRouter initialEntries={['/waybill/management']}>
      <AdminContext i18nProvider={createI18nProvider('en')}>
        <WaybillActions resource="waybill" page="waybillmanagement" record={{ id: 12, number: 'YD20250012', status: 2 }} access={access} />
        <Address />
      </AdminContext>
    </MemoryRouter>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Actions' }));
}

describe('WaybillActions', () => {
  it('opens the waybill’s temperature log for a user who has that page', () => {
    session.set({ permissionRoutes: [STATISTICS] });
    renderMenu();
    expect(screen.getByRole('menuitem', { name: 'History and legs' })).toBeTruthy();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Temperature log' }));
    expect(screen.getByTestId('address').textContent).toBe('/statistics/temperaturelog?target=waybill&id=12');
  });

  it('offers no temperature log without that page, and no action while the codes are unknown', () => {
    session.set({ permissionRoutes: [] });
    renderMenu();
    expect(screen.queryByRole('menuitem', { name: 'Temperature log' })).toBeNull();
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['History and legs']);
  });
});
