/** A waybill's legs, history and signatures in a dialog (GET /waybill/{id}/history). */
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { errorMessage } from '../../src/api';
import { WaybillHistoryView } from './WaybillHistoryView';
import { waybillHistory } from './waybillApi';

export function useWaybillHistory(id: number, enabled: boolean) {
  return useQuery({ queryKey: ['waybillHistory', id], queryFn: () => waybillHistory(id), enabled, staleTime: 0, retry: false });
}

export function HistoryDialog({ id, number, open, onClose }: { id: number; number: string; open: boolean; onClose(): void }) {
  const translate = useTranslate();
  const history = useWaybillHistory(id, open);
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="waybill-history-title" fullWidth maxWidth="md">
      <DialogTitle id="waybill-history-title">{translate('resources.waybill.history.title', { number })}</DialogTitle>
      <DialogContent>
        {history.isPending ? <CircularProgress size={24} aria-label={translate('ra.page.loading')} /> : null}
        {history.error ? <Alert severity="error">{translate(errorMessage(history.error, 'resources.waybill.actions.failed'))}</Alert> : null}
        {history.data ? <WaybillHistoryView history={history.data} /> : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
