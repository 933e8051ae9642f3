/**
 * "Waybill list (v3)" (`/waybill/management_v3/index`, issue 29 §1): the waybills with their legs.
 * Each row opens its legs (assets, times, temperature summary); its actions are the page's own
 * codes (waybillmanagementv3_*), as on the first list.
 */
import { Fragment, useState } from 'react';
import { useGetList, useTranslate, type RaRecord } from 'ra-core';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Pagination from '@mui/material/Pagination';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import type { PageProps } from '../../../src/framework';
import { pageKey } from '../../../src/lib/permissionCodes';
import { shownTime } from '../localTime';
import { WaybillActions } from '../WaybillActions';
import { LegsPanel } from './LegsPanel';

const PER_PAGE = 20;
const STATUS_COLORS: Record<number, 'default' | 'info' | 'success' | 'error'> = { 1: 'default', 2: 'info', 3: 'success', 4: 'error' };
const NO_ACCESS = { create: false, edit: false, delete: false, export: false, import: false };

function WaybillRow({ record, page }: { record: RaRecord; page: string }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const status = Number(record.status);
  const consignee = (record.consignee ?? {}) as { institution?: string };
  return (
    <Fragment>
      <TableRow hover>
        <TableCell padding="checkbox">
          <IconButton size="small" aria-expanded={open} aria-label={translate('resources.waybill.legs.title')} onClick={() => setOpen((v) => !v)}>
            {open ? <KeyboardArrowUpIcon /> : <KeyboardArrowDownIcon />}
          </IconButton>
        </TableCell>
        <TableCell>{String(record.number)}</TableCell>
        <TableCell>
          <Chip size="small" color={STATUS_COLORS[status] ?? 'default'} label={translate(`enums.waybillStatus.${status}`)} />
        </TableCell>
        <TableCell sx={{ whiteSpace: 'nowrap' }}>{shownTime(record.departureTime as number | undefined)}</TableCell>
        <TableCell sx={{ whiteSpace: 'nowrap' }}>{shownTime(record.deliveryTime as number | undefined)}</TableCell>
        <TableCell>{consignee.institution ?? '—'}</TableCell>
        <TableCell align="right">
          <WaybillActions resource="waybill" record={record} page={page} access={NO_ACCESS} />
        </TableCell>
      </TableRow>
      {open ? (
        <TableRow>
          <TableCell colSpan={7} sx={{ bgcolor: 'action.hover' }}>
            <LegsPanel id={Number(record.id)} />
          </TableCell>
        </TableRow>
      ) : null}
    </Fragment>
  );
}

export function WaybillLegsPage({ name }: PageProps) {
  const translate = useTranslate();
  const page = pageKey(name || 'WaybillManagementV3');
  const [q, setQ] = useState('');
  const [current, setCurrent] = useState(1);
  const { data = [], total = 0, isPending, error } = useGetList('waybill', {
    pagination: { page: current, perPage: PER_PAGE },
    sort: { field: 'id', order: 'DESC' },
    filter: q.trim() ? { q: q.trim() } : {},
  });
  const field = (key: string) => translate(`resources.waybill.fields.${key}`);
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Typography variant="h6" component="h1" sx={{ mb: 1 }}>
        {translate('resources.waybill.legs.pageTitle')}
      </Typography>
      <TextField
        size="small"
        placeholder={translate('ra.action.search')}
        value={q}
        onChange={(e) => {
          setQ(e.target.value);
          setCurrent(1);
        }}
        sx={{ mb: 1, width: { xs: '100%', sm: 280 } }}
        slotProps={{ htmlInput: { 'aria-label': translate('ra.action.search') } }}
      />
      {error ? <Alert severity="error">{translate('resources.waybill.actions.failed')}</Alert> : null}
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={translate('resources.waybill.legs.pageTitle')}>
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox" />
              <TableCell>{field('number')}</TableCell>
              <TableCell>{field('status')}</TableCell>
              <TableCell>{field('departureTime')}</TableCell>
              <TableCell>{field('deliveryTime')}</TableCell>
              <TableCell>{field('consignee')}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {data.map((record) => (
              <WaybillRow key={record.id} record={record} page={page} />
            ))}
            {!isPending && !data.length ? (
              <TableRow>
                <TableCell colSpan={7}>{translate('ra.navigation.no_results')}</TableCell>
              </TableRow>
            ) : null}
            {isPending ? (
              <TableRow>
                <TableCell colSpan={7}>{translate('ra.page.loading')}</TableCell>
              </TableRow>
            ) : null}
          </TableBody>
        </Table>
      </Box>
      {total > PER_PAGE ? <Pagination sx={{ mt: 1 }} count={Math.ceil(total / PER_PAGE)} page={current} onChange={(_e, n) => setCurrent(n)} /> : null}
    </Box>
  );
}
