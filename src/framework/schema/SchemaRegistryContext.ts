import { createContext, useContext, useEffect } from 'react';
import type { EntityEntry, SchemaRegistry } from './schemaRegistry';

const EMPTY: SchemaRegistry = { entities: new Map(), pages: new Map() };

export const SchemaRegistryContext = createContext<SchemaRegistry>(EMPTY);

export function useSchemaRegistry(): SchemaRegistry {
  return useContext(SchemaRegistryContext);
}

/**
 * The entity of a resource; throws for an unknown one (a page is only made for a known entity).
 * Its validator starts loading as its page opens, long before a form of it can be sent.
 */
export function useEntity(resource: string): EntityEntry {
  const entry = useContext(SchemaRegistryContext).entities.get(resource);
  useEffect(() => void entry?.loadValidator?.(), [entry]);
  if (!entry) throw new Error(`unknown resource ${resource}`);
  return entry;
}
