import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useSession } from '../framework/useSession';

/** How long a vanished token waits for its logout to navigate before the guard does it. */
const LOGOUT_GRACE_MS = 1500;

function loginUrlFor(path: string): string {
  return `/login?redirect=${encodeURIComponent(path)}`;
}

/** While a logout runs, it navigates to its own target (spec §2); this only catches a stray loss. */
function PendingLogout({ path }: { path: string }) {
  const [late, setLate] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setLate(true), LOGOUT_GRACE_MS);
    return () => clearTimeout(timer);
  }, []);
  return late ? <Navigate replace to={loginUrlFor(path)} /> : null;
}

/**
 * The guard (spec §2): without a token, go to /login?redirect={original path} in ONE
 * replace navigation. It is a synchronous check outside react-admin, so react-admin's
 * requireAuth redirect loop (react-admin #10764) cannot happen.
 */
export function RequireToken({ children }: { children: ReactNode }) {
  const hasToken = useSession((s) => Boolean(s.token));
  const location = useLocation();
  const [hadToken, setHadToken] = useState(hasToken);
  if (hasToken && !hadToken) setHadToken(true);
  const original = location.pathname + location.search + location.hash;
  if (hasToken) return <>{children}</>;
  if (hadToken) return <PendingLogout path={original} />;
  return <Navigate replace to={loginUrlFor(original)} />;
}
