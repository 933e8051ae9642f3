/**
 * Every `resources/NAME/index.ts` (STYLE §2), collected at build time: adding a folder is
 * enough, and an entity without one still gets its pages from the schema alone.
 */
import type { ResourceDefinition } from '../framework';

const modules = import.meta.glob<{ default: ResourceDefinition }>('../../resources/*/index.ts', { eager: true });

export const resourceDefinitions: ResourceDefinition[] = Object.values(modules).map((m) => m.default);
