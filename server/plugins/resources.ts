/**
 * The schema-driven entities (schemas/*.schema.json and EXTRA_SCHEMA_DIRS), loaded and compiled
 * once at start. A schema the server cannot use stops the start, naming the file and JSON path.
 */
import fp from 'fastify-plugin';
import { buildRegistry, type ResourceRegistry } from '../services/resources/registry';
import { SCHEMA_DIR } from '../services/resources/schemas';

declare module 'fastify' {
  interface FastifyInstance {
    resources: ResourceRegistry;
  }
}

export default fp(
  async (app) => {
    app.decorate('resources', await buildRegistry(app.db, [SCHEMA_DIR, ...app.config.extraSchemaDirs]));
  },
  { name: 'platform-resources', fastify: '5.x', dependencies: ['platform-config', 'platform-db'] },
);
