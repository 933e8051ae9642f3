/**
 * What the first page needs, asked for the moment the login succeeds: the routes and the entity
 * schemas then load while the console's code does, not after it (issue 11 §4). Each answer is
 * taken once, by the console's first load; a logout drops what nobody took.
 */
import { api } from '../api';
import type { RouteNode } from '../lib/contract';
import { SCHEMAS_PATH, type SchemaWire } from '../lib/schema/wire';
import { onLogout } from './authHooks';
import { fetchServerRoutes } from './routesProvider';

const pending = new Map<string, Promise<unknown>>();

function start<T>(key: string, load: () => Promise<T>): void {
  const promise = load();
  // a failure is the taker's to report; unhandled until then is not an error
  promise.catch(() => undefined);
  pending.set(key, promise);
}

export function prefetchFirstPage(): void {
  start('routes', fetchServerRoutes);
  start('schemas', () => api.get<SchemaWire>(SCHEMAS_PATH, undefined, { silent: true }));
}

export function takeRoutes(): Promise<RouteNode[]> | undefined {
  return take<RouteNode[]>('routes');
}

export function takeSchemas(): Promise<SchemaWire | null> | undefined {
  return take<SchemaWire | null>('schemas');
}

function take<T>(key: string): Promise<T> | undefined {
  const promise = pending.get(key) as Promise<T> | undefined;
  pending.delete(key);
  return promise;
}

onLogout(() => pending.clear());
