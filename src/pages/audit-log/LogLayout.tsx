import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { LogFilters, type FilterField, type FilterQuery } from './LogFilters';
import { LogPager } from './LogPager';

interface Props {
  title: string;
  intro: string;
  query: FilterQuery & { page: number; pages: number; total: number; setPage: (page: number) => void };
  fields: readonly FilterField[];
  /** buttons beside the search button */
  actions?: ReactNode;
  /** messages between the filters and the rows */
  notices?: ReactNode;
  /** the rows (a LogTable) */
  children: ReactNode;
}

/** A log page's frame (the audit trail's and the login log's): title, filter bar, notices, rows and pager. */
export function LogLayout({ title, intro, query, fields, actions, notices, children }: Props) {
  return (
    <Stack spacing={2} sx={{ p: { xs: 1, sm: 2 } }}>
      <Typography variant="h5" component="h1">
        {title}
      </Typography>
      <Typography variant="body2">{intro}</Typography>
      <LogFilters query={query} fields={fields}>
        {actions}
      </LogFilters>
      {notices}
      {children}
      <LogPager page={query.page} pages={query.pages} total={query.total} onPage={query.setPage} />
    </Stack>
  );
}
