import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useI18nProvider, useTranslate } from 'ra-core';
import type { LatLng } from '../../lib/geo';
import { formatCoordinate } from './formatReading';
import type { PendingMove } from './useLocationEdit';

const KEY = 'app.pages.mapSites.resource';

export interface MoveDialogProps {
  pending: PendingMove | null;
  saving: boolean;
  onCancel(): void;
  onConfirm(): void;
}

/** Before a location is stored: the organization, its old and its new coordinates (WGS-84, as stored). */
export function MoveDialog({ pending, saving, onCancel, onConfirm }: MoveDialogProps) {
  const translate = useTranslate();
  const locale = useI18nProvider().getLocale();
  const cells = (point: LatLng | null, testId: string) =>
    point ? (
      <>
        <TableCell align="right" data-testid={`${testId}-lat`}>
          {formatCoordinate(point.lat, locale)}
        </TableCell>
        <TableCell align="right" data-testid={`${testId}-lng`}>
          {formatCoordinate(point.lng, locale)}
        </TableCell>
      </>
    ) : (
      <TableCell colSpan={2} data-testid={`${testId}-none`}>
        {translate(`${KEY}.noLocation`)}
      </TableCell>
    );
  return (
    <Dialog open={pending !== null} onClose={saving ? undefined : onCancel} aria-labelledby="move-dialog-title" data-testid="move-dialog">
      <DialogTitle id="move-dialog-title">{translate(`${KEY}.confirmTitle`)}</DialogTitle>
      {pending ? (
        <DialogContent>
          <Typography sx={{ mb: 1 }}>{translate(`${KEY}.confirmBody`, { name: pending.name })}</Typography>
          <Table size="small" aria-label={translate(`${KEY}.coordinates`)}>
            <TableHead>
              <TableRow>
                <TableCell />
                <TableCell align="right">{translate(`${KEY}.latitude`)}</TableCell>
                <TableCell align="right">{translate(`${KEY}.longitude`)}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              <TableRow>
                <TableCell component="th" scope="row">
                  {translate(`${KEY}.from`)}
                </TableCell>
                {cells(pending.from, 'move-from')}
              </TableRow>
              <TableRow>
                <TableCell component="th" scope="row">
                  {translate(`${KEY}.to`)}
                </TableCell>
                {cells(pending.to, 'move-to')}
              </TableRow>
            </TableBody>
          </Table>
          <Typography variant="caption" color="text.secondary">
            {translate(`${KEY}.wgs84`)}
          </Typography>
        </DialogContent>
      ) : null}
      <DialogActions>
        <Button onClick={onCancel} disabled={saving} data-testid="move-cancel">
          {translate('ra.action.cancel')}
        </Button>
        <Button variant="contained" onClick={onConfirm} disabled={saving} data-testid="move-confirm" autoFocus>
          {translate(`${KEY}.confirm`)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
