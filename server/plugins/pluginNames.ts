/**
 * Names each plugin on its registration. Fastify names a plugin that has no display name (our
 * route modules are plain async functions) by comparing it with the exports of every module in
 * `require.cache`, on every `register`: a few thousand comparisons times ninety registrations per
 * start. A test worker starts hundreds of platforms, and that scan was a tenth of each start. The
 * function's own name is what Fastify would fall back to anyway (fastify/lib/plugin-utils.js).
 */
import type { FastifyInstance } from 'fastify';

const DISPLAY_NAME = Symbol.for('fastify.display-name');

type Named = { [DISPLAY_NAME]?: string; name?: string };

/** Gives `plugin` its function name as its display name, unless it has one (fastify-plugin's `name`). */
export function nameOf(plugin: unknown): void {
  if (typeof plugin !== 'function') return; // a promise of a module: Fastify names it once it has loaded
  const named = plugin as Named;
  if (named[DISPLAY_NAME] === undefined && named.name) named[DISPLAY_NAME] = named.name;
}

/**
 * Wraps the root instance's `register`; every child instance inherits it (Fastify makes children
 * with Object.create), so the routes' own registrations are named too.
 */
export function namePluginsOnRegister(app: FastifyInstance): void {
  const register = app.register;
  const named = function (this: FastifyInstance, plugin: unknown, options?: unknown) {
    nameOf(plugin);
    // the same call with the same receiver: only the plugin's display name was added
    return (register as (this: FastifyInstance, plugin: unknown, options?: unknown) => unknown).call(this, plugin, options);
  };
  // the one place the instance's method is replaced; its type is Fastify's own overloaded one
  app.register = named as unknown as FastifyInstance['register'];
}
