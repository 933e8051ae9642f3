/**
 * The build's generated entity validators (vite.config.ts, `entityValidators()`), behind a
 * module of their own: only `validators.ts` imports it, lazily, so that tools that transform
 * the framework without the console's build plugins (the unit tests) never resolve it.
 */
export { generated } from 'virtual:entity-validators';
