import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { Sidebar } from './Sidebar';
import { usePagePermissions } from './usePagePermissions';

/** The main layout: react-admin's frame with the server-driven sidebar. */
export function ConsoleLayout({ children }: { children: ReactNode }) {
  usePagePermissions();
  return <Layout menu={Sidebar}>{children}</Layout>;
}
