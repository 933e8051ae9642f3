/**
 * What the auth pieces need from the page, injectable so tests neither reload nor wait, and
 * the listeners the app registers for logout (spec §4: close all tabs, reset the router).
 */
import { session } from '../api';
import { visibleMenuPaths } from '../lib/routes';

export interface AuthHooks {
  /** full reload after a lost session (spec §4) */
  reload(): void;
  wait(ms: number): Promise<void>;
  /** the current full path: pathname + search + hash */
  currentPath(): string;
  /** full paths of the visible menu items, for the logout redirect */
  visibleMenuPaths(): string[];
  /** the `agent_token` query of the login URL, or '' */
  agentToken(): string;
}

const defaults: AuthHooks = {
  reload: () => globalThis.location?.reload(),
  wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  currentPath: () => {
    const l = globalThis.location;
    return l ? l.pathname + l.search + l.hash : '/';
  },
  visibleMenuPaths: () => visibleMenuPaths(session.get().permissionRoutes),
  agentToken: () => new URLSearchParams(globalThis.location?.search ?? '').get('agent_token') ?? '',
};

let hooks: AuthHooks = defaults;

export function configureAuth(patch: Partial<AuthHooks>): void {
  hooks = { ...defaults, ...patch };
}

export function authHooks(): AuthHooks {
  return hooks;
}

type Listener = () => void;
const logoutListeners = new Set<Listener>();

/** Run on every logout, after the session is cleared. Returns the unsubscribe. */
export function onLogout(listener: Listener): () => void {
  logoutListeners.add(listener);
  return () => {
    logoutListeners.delete(listener);
  };
}

export function runLogoutListeners(): void {
  for (const listener of [...logoutListeners]) {
    try {
      listener();
    } catch (error) {
      // one broken listener must not keep the others (or the redirect) from running
      console.error(error);
    }
  }
}
