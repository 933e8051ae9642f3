import { createContext, useContext } from 'react';
import type { RouteNode } from '../lib/contract';
import type { PageEntry } from '../lib/routes';

export interface ServerRoutes {
  routes: RouteNode[];
  pages: PageEntry[];
}

export const ServerRoutesContext = createContext<ServerRoutes>({ routes: [], pages: [] });

export function useServerRoutesContext(): ServerRoutes {
  return useContext(ServerRoutesContext);
}
