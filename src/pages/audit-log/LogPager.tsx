import { useTranslate } from 'ra-core';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PAGE_SIZE } from './useLogQuery';

interface Props {
  page: number;
  pages: number;
  total: number;
  onPage: (page: number) => void;
}

/** "21–40 of 95" with the previous and next pages. */
export function LogPager({ page, pages, total, onPage }: Props) {
  const translate = useTranslate();
  if (!total) return null;
  const from = (page - 1) * PAGE_SIZE + 1;
  const to = Math.min(total, page * PAGE_SIZE);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'flex-end' }}>
      <Typography variant="body2" data-testid="log-pager">
        {translate('audit.page.showing', { from, to, total })}
      </Typography>
      <Button size="small" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {translate('audit.page.previous')}
      </Button>
      <Button size="small" disabled={page >= pages} onClick={() => onPage(page + 1)} data-testid="log-next">
        {translate('audit.page.next')}
      </Button>
    </Stack>
  );
}
