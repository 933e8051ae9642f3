import { useNavigate, useLocation } from 'react-router-dom';
import { authProvider } from '../providers/authProvider';

/**
 * Logs out, then goes where the auth provider says, or to the login page with the way back here.
 * For the steps shown instead of the layout (a password to change, routes that failed to load):
 * it re-renders with every navigation (react-router's navigate and location), so only those
 * steps hold it, never the guards around the layout.
 */
export function useLogoutToLogin(): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  return () => void authProvider.logout({}).then((to) => navigate(typeof to === 'string' ? to : `/login?redirect=${encodeURIComponent(location.pathname)}`));
}
