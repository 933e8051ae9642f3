import { useState } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { session } from '../api';
// In the entry on purpose: the login form is the first thing most visits show (bench).
import { LoginPage } from '../pages/login/LoginPage';
import { loadConsole } from './loadConsole';

/**
 * /login. A logged-in user goes to '/'. With logout=1 the token is removed and the user
 * stays here, the query (u, agent_token) kept as it is (spec §2).
 */
export function LoginRoute() {
  const [params] = useSearchParams();
  const loggingOut = params.get('logout') === '1';
  // Decided once on arrival: a successful login on this page must not be undone.
  const [arrivedWithToken] = useState(() => {
    if (loggingOut) {
      session.clear();
      return false;
    }
    return Boolean(session.get().token);
  });
  if (arrivedWithToken) return <Navigate replace to="/" />;
  // the console's code loads while the user types, not after the submit (issue 11 §4)
  return <LoginPage onIntent={loadConsole} />;
}
