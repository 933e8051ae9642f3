import { fireEvent, render, screen } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { session } from '../../src/api';
import type { RouteNode } from '../../src/lib/contract';
import { createI18nProvider } from '../../src/providers/i18nProvider';
import { TemperatureLogButton } from './TemperatureLogButton';

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

function renderButton() {
  return render(
    <MemoryRouter initialEntries={['/waybill/management']}>
      <AdminContext i18nProvider={createI18nProvider('en')}>
        <TemperatureLogButton resource="waybill" page="waybillmanagement" record={{ id: 12, number: 'YD20250012' }} access={access} />
        <Address />
      </AdminContext>
    </MemoryRouter>,
  );
}

describe('TemperatureLogButton', () => {
  it('opens the waybill’s temperature log for a user who has that page', () => {
    session.set({ permissionRoutes: [STATISTICS] });
    renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'Temperature log' }));
    expect(screen.getByTestId('address').textContent).toBe('/statistics/temperaturelog?target=waybill&id=12');
  });

  it('is not shown to a user without it', () => {
    session.set({ permissionRoutes: [] });
    renderButton();
    expect(screen.queryByRole('button', { name: 'Temperature log' })).toBeNull();
  });
});
