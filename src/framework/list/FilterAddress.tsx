/**
 * Keeps a list's address in step with its filters, in the same tab: a `replace` navigation with
 * the tab state of src/lib/tabPath.ts, so the tab bar neither opens a tab nor loses this page.
 * An effect: it runs only while the page is shown (a hidden kept page's effects are unmounted),
 * and again when the page shows, so the address is the shown list's own.
 */
import { useEffect } from 'react';
import { useListContext } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { stayInTab } from '../../lib/tabPath';
import { searchWithFilters } from './listAddress';
import type { SchemaListModel } from './useSchemaList';

export function FilterAddress({ model }: { model: SchemaListModel }) {
  const { filterValues } = useListContext();
  const location = useLocation();
  const navigate = useNavigate();
  const wanted = searchWithFilters(location.search, model.filters, filterValues as Record<string, unknown>, model.fixedFilter);
  useEffect(() => {
    if (wanted === location.search) return;
    navigate({ pathname: location.pathname, search: wanted, hash: location.hash }, { replace: true, state: stayInTab(location) });
  }, [wanted, location, navigate]);
  return null;
}
