/** Who of an announcement's recipients has had it displayed and who has read it, and when. */
import { useLocale, useTranslate } from 'ra-core';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '../../src/lib/dateTimeFormat';
import { summarize, useAnnouncementReaders } from './useAnnouncementReaders';

const K = 'resources.announcement.report';

interface Props {
  id: number | string;
  title: string;
  onClose(): void;
}

export function ReadersDialog({ id, title, onClose }: Props) {
  const translate = useTranslate();
  const locale = useLocale();
  const readers = useAnnouncementReaders(id);
  const when = (at: number | null) => (at === null ? translate(`${K}.never`) : formatDateTime(at * 1000, locale));
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="announcement-readers-title">
      <DialogTitle id="announcement-readers-title">{translate(`${K}.title`, { title })}</DialogTitle>
      <DialogContent>
        {readers.status === 'loading' && <LinearProgress aria-label={translate(`${K}.loading`)} />}
        {readers.status === 'error' && (
          <Alert severity="error" action={<Button onClick={readers.retry}>{translate(`${K}.retry`)}</Button>}>
            {translate(`${K}.failed`)}
          </Alert>
        )}
        {readers.status === 'ready' && readers.value.length === 0 && <Typography>{translate(`${K}.empty`)}</Typography>}
        {readers.status === 'ready' && readers.value.length > 0 && (
          <>
            <Typography data-testid="announcement-readers-summary" sx={{ mb: 1 }}>
              {translate(`${K}.summary`, summarize(readers.value))}
            </Typography>
            <Table size="small" sx={{ overflowX: 'auto', display: { xs: 'block', sm: 'table' } }}>
              <TableHead>
                <TableRow>
                  <TableCell>{translate(`${K}.user`)}</TableCell>
                  <TableCell>{translate(`${K}.displayed`)}</TableCell>
                  <TableCell>{translate(`${K}.read`)}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {readers.value.map((row) => (
                  <TableRow key={row.userId} data-testid={`announcement-reader-${row.username}`}>
                    <TableCell>
                      {row.realname || row.username} ({row.username})
                    </TableCell>
                    <TableCell>{when(row.displayed ? row.displayedAt : null)}</TableCell>
                    <TableCell>{when(row.read ? row.readAt : null)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate(`${K}.close`)}</Button>
      </DialogActions>
    </Dialog>
  );
}
