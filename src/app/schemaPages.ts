import type { SchemaRegistry } from '../framework';
import { pageComponents, registerPages } from './pageRegistry';

const loadGenerated = () => import('../framework/views').then((m) => ({ default: m.SchemaPageRoute }));

/**
 * Each entity's component paths become pages of the registry, so a server route with that
 * component shows the generated list. A hand-written page registered for the same path wins.
 */
export function registerSchemaPages(registry: SchemaRegistry, handWritten: ReadonlySet<string>): string[] {
  const added: string[] = [];
  for (const path of registry.pages.keys()) {
    if (handWritten.has(path)) continue;
    registerPages({ [path]: loadGenerated });
    added.push(path);
  }
  return added;
}

/** The hand-written pages, before any generated one is registered. */
export const HAND_WRITTEN = new Set(pageComponents.keys());
