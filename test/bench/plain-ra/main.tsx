// The bench's baseline: a plain react-admin app of three resources with requireAuth and
// react-admin's own login page, as a developer would start one. Not part of the console.
import { createRoot } from 'react-dom/client';
import { Admin, ListGuesser, Resource, type AuthProvider, type DataProvider } from 'react-admin';

const authProvider: AuthProvider = {
  login: () => Promise.resolve(),
  logout: () => Promise.resolve(),
  checkAuth: () => (localStorage.getItem('token') ? Promise.resolve() : Promise.reject()),
  checkError: () => Promise.resolve(),
  getPermissions: () => Promise.resolve(),
};

const empty = () => Promise.resolve({ data: [], total: 0 });
const dataProvider = { getList: empty } as unknown as DataProvider;

// `?requireAuth=1` turns on <Admin requireAuth>, the variant that hits react-admin #10764.
const requireAuth = new URLSearchParams(window.location.search).get('requireAuth') === '1';

createRoot(document.getElementById('root') as HTMLElement).render(
  <Admin authProvider={authProvider} dataProvider={dataProvider} requireAuth={requireAuth} disableTelemetry>
    <Resource name="devices" list={ListGuesser} />
    <Resource name="assets" list={ListGuesser} />
    <Resource name="waybills" list={ListGuesser} />
  </Admin>,
);
