import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { session } from '../api';
import { RequireToken } from './RequireToken';
import { LoginRoute } from './LoginRoute';

function Where() {
  const location = useLocation();
  return <div data-testid="where">{location.pathname + location.search}</div>;
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="/login"
          element={
            <>
              <Where />
              <LoginRoute />
            </>
          }
        />
        <Route path="/" element={<Where />} />
        <Route
          path="/*"
          element={
            <RequireToken>
              <div data-testid="console">console</div>
            </RequireToken>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(() => session.clear());

describe('the guard (spec §2)', () => {
  it('sends a request without a token to /login with the original path as redirect', async () => {
    renderAt('/device/list?status=1');
    expect((await screen.findByTestId('where')).textContent).toBe('/login?redirect=%2Fdevice%2Flist%3Fstatus%3D1');
    expect(screen.queryByTestId('console')).toBeNull();
  });

  it('lets a request with a token through', () => {
    session.set({ token: 'abc' });
    renderAt('/device/list');
    expect(screen.getByTestId('console')).toBeInTheDocument();
  });

  it('sends a logged-in user from /login to /', () => {
    session.set({ token: 'abc' });
    renderAt('/login');
    expect(screen.getByTestId('where').textContent).toBe('/');
  });

  it('/login?logout=1 removes the token and stays, keeping u and agent_token', () => {
    session.set({ token: 'abc', expireTime: 9999999999, username: 'admin0001' });
    renderAt('/login?logout=1&u=x&agent_token=y');
    expect(screen.getByTestId('where').textContent).toBe('/login?logout=1&u=x&agent_token=y');
    expect(session.get().token).toBe('');
    expect(document.cookie).not.toContain('Admin-Token');
  });
});
