import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { sanitizeRedirect } from '../../lib/redirect';

/**
 * /redirect/{path*}: re-mounts a page (tab refresh) by passing through this route and
 * replacing it with the target, which must stay inside the console.
 */
export function RedirectPage() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const rest = location.pathname.replace(/^\/redirect/, '') || '/';
    navigate(sanitizeRedirect(rest + location.search), { replace: true });
  }, [location.pathname, location.search, navigate]);
  return null;
}
