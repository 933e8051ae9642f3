import { useLocaleState, useTranslate } from 'ra-core';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '../../lib/dateTimeFormat';
import { CreatedKeyDialog } from './CreatedKeyDialog';
import { useAuthCodes } from './useAuthCodes';

const COLUMNS = ['prefix', 'description', 'createdBy', 'createdAt', 'lastUsedAt', 'state'] as const;

/** /management/authcode: the company's docking keys (create, show once, revoke). Logic in useAuthCodes. */
export function AuthCodePage() {
  const translate = useTranslate();
  const page = useAuthCodes();
  const [locale] = useLocaleState();
  const when = (unix: number | null) => (unix === null ? translate('resources.authcode.never') : formatDateTime(unix, locale));
  return (
    <Stack spacing={2} sx={{ p: { xs: 1, sm: 2 }, maxWidth: 1100 }}>
      <Typography variant="h5" component="h1">
        {translate('resources.authcode.name', { smart_count: 2 })}
      </Typography>
      <Typography variant="body2">{translate('resources.authcode.intro')}</Typography>
      {page.active === false ? (
        <Alert severity="warning" data-testid="authcode-not-activated">
          {translate('app.apitool.notActivated')}
        </Alert>
      ) : null}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
        <TextField
          size="small"
          label={translate('resources.authcode.fields.description')}
          value={page.description}
          onChange={(event) => page.setDescription(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 100, 'data-testid': 'authcode-description' } }}
        />
        <Button variant="contained" onClick={() => void page.create()} disabled={page.busy || page.active !== true} data-testid="authcode-create">
          {translate(page.busy ? 'resources.authcode.creating' : 'resources.authcode.create')}
        </Button>
        <Button component={RouterLink} to="/apitool/index">
          {translate('app.apitool.title')}
        </Button>
      </Stack>
      {page.error ? <Alert severity="error">{translate(page.error, { _: page.error })}</Alert> : null}
      {page.loadFailed ? (
        <Alert severity="error" action={<Button onClick={() => void page.reload()}>{translate('app.retry')}</Button>}>
          {translate('resources.authcode.loadFailed')}
        </Alert>
      ) : page.codes === null ? (
        <CircularProgress size={24} aria-label={translate('app.loading')} />
      ) : page.codes.length === 0 ? (
        <Typography color="text.secondary">{translate('resources.authcode.empty')}</Typography>
      ) : (
        <TableContainer>
          <Table size="small">
            <TableHead>
              <TableRow>
                {COLUMNS.map((column) => (
                  <TableCell key={column}>{translate(`resources.authcode.fields.${column}`)}</TableCell>
                ))}
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {page.codes.map((code) => (
                <TableRow key={code.id} data-testid="authcode-row">
                  <TableCell sx={{ fontFamily: 'monospace' }}>{code.prefix}…</TableCell>
                  <TableCell>{code.description}</TableCell>
                  <TableCell>{code.createdBy}</TableCell>
                  <TableCell>{when(code.createdAt)}</TableCell>
                  <TableCell>{when(code.lastUsedAt)}</TableCell>
                  <TableCell>{code.revokedAt === null ? translate('resources.authcode.live') : translate('resources.authcode.revoked', { date: when(code.revokedAt) })}</TableCell>
                  <TableCell>
                    {code.revokedAt === null ? (
                      <Button color="error" size="small" onClick={() => page.askRevoke(code)}>
                        {translate('resources.authcode.revoke')}
                      </Button>
                    ) : null}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <CreatedKeyDialog created={page.created} onClose={page.closeCreated} />
      <Dialog open={Boolean(page.revoking)} onClose={page.cancelRevoke}>
        <DialogTitle>{translate('resources.authcode.revokeTitle', { prefix: page.revoking?.prefix ?? '' })}</DialogTitle>
        <DialogContent>{translate('resources.authcode.revokeConfirm')}</DialogContent>
        <DialogActions>
          <Button onClick={page.cancelRevoke}>{translate('resources.authcode.cancel')}</Button>
          <Button color="error" variant="contained" onClick={() => void page.confirmRevoke()} disabled={page.busy}>
            {translate('resources.authcode.revoke')}
          </Button>
        </DialogActions>
      </Dialog>
      <Box />
    </Stack>
  );
}
