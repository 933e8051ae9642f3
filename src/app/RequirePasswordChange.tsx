import type { ReactNode } from 'react';
import { useTranslate } from 'ra-core';
import { FullPageLoader } from '../components/FullPageLoader';
import { useLoadQuery } from '../framework/queryState';
import { useSession } from '../framework/useSession';
import { PasswordChangePage } from '../pages/password-change/PasswordChangePage';
import { loadUserInfo } from '../providers/authProvider';
import { useLogoutToLogin } from './useLogoutToLogin';

/**
 * The second half of the guard (issue 10 §2): an account that must change its password sees
 * only that step, never the layout, until it is done; the server would refuse everything else.
 * After a reload the flag is known only from the user info, so that loads first (its failure
 * logs out by itself, spec §4). The children mount afterwards, so they load the routes afresh.
 */
export function RequirePasswordChange({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  const known = useSession((s) => Boolean(s.username));
  const mustChange = useSession((s) => s.mustChangePassword);
  useLoadQuery(known ? null : 'user-info', loadUserInfo);
  if (!known) return <FullPageLoader label={translate('app.loading')} />;
  if (!mustChange) return <>{children}</>;
  return <PasswordChangeStep />;
}

function PasswordChangeStep() {
  return <PasswordChangePage onLogout={useLogoutToLogin()} />;
}
