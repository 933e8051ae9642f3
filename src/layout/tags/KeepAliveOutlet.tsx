import type { ReactNode } from 'react';

/** Placeholder until the page cache lands: renders react-admin's routes for the current location. */
export function KeepAliveOutlet({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
