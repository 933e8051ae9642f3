/** react-admin's Pagination, whose page and page-size changes fetch first (usePrefetchedPaging), with a bar while a slow page comes. */
import { ListPaginationContext } from 'ra-core';
import { Pagination, useTranslate, type PaginationProps } from 'react-admin';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { usePrefetchedPaging } from './usePrefetchedPaging';

const BAR_SX = { position: 'absolute', left: 0, right: 0, top: 0 } as const;

export function PrefetchPagination(props: PaginationProps) {
  const { context, busy } = usePrefetchedPaging();
  const translate = useTranslate();
  return (
    <Box sx={{ position: 'relative' }} aria-busy={busy}>
      {busy ? <LinearProgress sx={BAR_SX} aria-label={translate('ra.page.loading')} /> : null}
      <ListPaginationContext.Provider value={context}>
        <Pagination {...props} />
      </ListPaginationContext.Provider>
    </Box>
  );
}
