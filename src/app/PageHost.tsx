import { Suspense, type ComponentType } from 'react';
import LinearProgress from '@mui/material/LinearProgress';
import type { PageEntry } from '../lib/routes';
import { NotAvailablePage } from '../pages/not-available/NotAvailablePage';
import type { PageProps } from './pageRegistry';

/** Renders the page registered for a server route, or says clearly that none is. */
export function PageHost({ entry, page: Page }: { entry: PageEntry; page: ComponentType<PageProps> | undefined }) {
  if (!Page) return <NotAvailablePage component={entry.component} />;
  return (
    <Suspense fallback={<LinearProgress />}>
      <Page component={entry.component} name={entry.name} />
    </Suspense>
  );
}
