import { useCallback } from 'react';
import { showToast } from '../api';
import { buildSchemaRegistry, loadSchemaRegistry, type SchemaRegistry } from '../framework';
import { useLoadQuery } from '../framework/queryState';
import { resourceDefinitions } from './resources';
import { HAND_WRITTEN, registerSchemaPages } from './schemaPages';

const EMPTY = buildSchemaRegistry({ entities: [], shared: [] });

/**
 * The entity schemas, loaded with the routes after login; their pages are registered before
 * the page table is built. Without schemas (an older server) the console still works, with
 * the generated pages shown as not available.
 */
export function useSchemas(enabled: boolean): { status: 'loading' } | { status: 'ready'; registry: SchemaRegistry } {
  const load = useCallback(async (signal: AbortSignal) => {
    try {
      const registry = await loadSchemaRegistry(resourceDefinitions, signal);
      registerSchemaPages(registry, HAND_WRITTEN);
      return registry;
    } catch (error) {
      if (signal.aborted) throw error;
      showToast({ type: 'error', message: 'app.schema.loadFailed' });
      console.warn('entity schemas not loaded', error);
      return EMPTY;
    }
  }, []);
  const state = useLoadQuery(enabled ? 'schemas' : null, load);
  return state.status === 'ready' ? { status: 'ready', registry: state.value } : { status: 'loading' };
}
