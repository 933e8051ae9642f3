/**
 * The Transshipment page (`/waybill/transshipment/index`, a hidden menu page, issue 29 §1): the
 * waybills in transit, each with its transshipment dialog. Its button carries the page's edit
 * code (waybilltransshipment_edit), which the server accepts for a transshipment.
 */
import { useState } from 'react';
import { useGetList, useTranslate, type RaRecord } from 'ra-core';
import { useNotify, useRefresh } from 'react-admin';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { PageProps } from '../../src/framework';
import { usePageCodes } from '../../src/framework/permissions/usePageCodes';
import { actionCode } from '../../src/lib/permissionCodes';
import { TRANSSHIPMENT_PAGE, WAYBILL_STATUS } from '../../src/lib/waybillActions';
import { jsonIdsOf } from './assetIds';
import { shownTime } from './localTime';
import { TransshipDialog } from './TransshipDialog';

export function TransshipmentPage({ name }: PageProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const codes = usePageCodes(name || TRANSSHIPMENT_PAGE);
  const allowed = codes?.includes(actionCode(TRANSSHIPMENT_PAGE, 'edit')) ?? false;
  const [q, setQ] = useState('');
  const [chosen, setChosen] = useState<RaRecord | null>(null);
  const { data = [], isPending, error } = useGetList('waybill', {
    pagination: { page: 1, perPage: 50 },
    sort: { field: 'id', order: 'DESC' },
    filter: { status: WAYBILL_STATUS.inTransit, ...(q.trim() ? { q: q.trim() } : {}) },
  });
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Typography variant="h6" component="h1" sx={{ mb: 1 }}>
        {translate('resources.waybill.transshipment.title')}
      </Typography>
      <TextField
        size="small"
        placeholder={translate('ra.action.search')}
        value={q}
        onChange={(e) => setQ(e.target.value)}
        sx={{ mb: 1, width: { xs: '100%', sm: 280 } }}
        slotProps={{ htmlInput: { 'aria-label': translate('ra.action.search') } }}
      />
      {error ? <Alert severity="error">{translate('resources.waybill.actions.failed')}</Alert> : null}
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{translate('resources.waybill.fields.number')}</TableCell>
              <TableCell>{translate('resources.waybill.fields.departureTime')}</TableCell>
              <TableCell>{translate('resources.waybill.fields.consignee')}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {data.map((record) => (
              <TableRow key={record.id}>
                <TableCell>{String(record.number)}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{shownTime(record.departureTime as number | undefined)}</TableCell>
                <TableCell>{(record.consignee as { institution?: string } | undefined)?.institution ?? '—'}</TableCell>
                <TableCell align="right">
                  {allowed ? (
                    <Button size="small" onClick={() => setChosen(record)}>
                      {translate('resources.waybill.actions.transship')}
                    </Button>
                  ) : null}
                </TableCell>
              </TableRow>
            ))}
            {!isPending && !data.length ? (
              <TableRow>
                <TableCell colSpan={4}>{translate('resources.waybill.transshipment.empty')}</TableCell>
              </TableRow>
            ) : null}
            {isPending ? (
              <TableRow>
                <TableCell colSpan={4}>{translate('ra.page.loading')}</TableCell>
              </TableRow>
            ) : null}
          </TableBody>
        </Table>
      </Box>
      {chosen ? (
        <TransshipDialog
          id={Number(chosen.id)}
          number={String(chosen.number)}
          carrying={jsonIdsOf(chosen.assets)}
          open
          onClose={() => setChosen(null)}
          onDone={() => {
            notify('resources.waybill.actions.done', { type: 'success' });
            setChosen(null);
            refresh();
          }}
        />
      ) : null}
    </Box>
  );
}
