import { useLocaleState, useTranslate } from 'ra-core';
import Alert from '@mui/material/Alert';
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
import { usePageCodes } from '../../framework';
import { ANALYSIS_DAYS } from '../../lib/deviceAnalysis';
import { formatDateTime } from '../../lib/dateTimeFormat';
import { actionCode } from '../../lib/permissionCodes';
import { DeviceHealthRow } from './DeviceHealthRow';
import { useDeviceAnalysis } from './useDeviceAnalysis';

const PAGE = 'ToolsDeviceAnalysis';
const COLUMNS = ['device', 'score', 'reasons', 'coverage', 'battery', 'signal', 'excursions'] as const;

/** /tools/deviceanalysis: device health over 30 days, the devices that need attention first (issue 30 §5). Logic in useDeviceAnalysis. */
export function DeviceAnalysisPage() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const page = useDeviceAnalysis();
  const canEdit = (usePageCodes(PAGE) ?? []).includes(actionCode(PAGE, 'edit'));
  const { answer } = page;
  return (
    <Stack spacing={2} sx={{ p: { xs: 1, sm: 2 } }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="h5" component="h1" sx={{ flex: 1 }}>
          {translate('switches.analysis.title')}
        </Typography>
        <Button onClick={() => void page.reload()}>{translate('switches.common.refresh')}</Button>
      </Stack>
      <Typography variant="body2">{translate('switches.analysis.intro', { days: ANALYSIS_DAYS })}</Typography>
      {page.loadFailed ? (
        <Alert severity="error" action={<Button onClick={() => void page.reload()}>{translate('switches.common.retry')}</Button>}>
          {translate('switches.common.loadFailed')}
        </Alert>
      ) : !answer ? (
        <CircularProgress size={24} aria-label={translate('app.loading')} />
      ) : answer.devices.length === 0 ? (
        <Typography color="text.secondary">{translate('switches.analysis.empty')}</Typography>
      ) : (
        <>
          <Typography variant="caption" color="text.secondary">
            {translate('switches.analysis.window', { start: formatDateTime(answer.window.start, locale), end: formatDateTime(answer.window.end, locale) })}
          </Typography>
          {answer.omitted ? <Alert severity="info">{translate('switches.analysis.omitted', { smart_count: answer.omitted })}</Alert> : null}
          <TableContainer sx={{ maxWidth: '100%', overflowX: 'auto' }}>
            <Table size="small" sx={{ minWidth: 900 }}>
              <TableHead>
                <TableRow>
                  {COLUMNS.map((column) => (
                    <TableCell key={column}>{translate(`switches.analysis.${column}`)}</TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {answer.devices.map((device) => (
                  <DeviceHealthRow key={device.id} device={device} canEdit={canEdit} onEdit={page.edit} />
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </>
      )}
      <Dialog open={Boolean(page.editing)} onClose={page.close}>
        <DialogTitle>
          {translate('switches.analysis.recordBattery')}: {page.editing?.number}
        </DialogTitle>
        <DialogContent>
          <TextField
            type="date"
            label={translate('switches.analysis.batteryDate')}
            value={page.batteryDay}
            onChange={(event) => page.setBatteryDay(event.target.value)}
            error={Boolean(page.batteryError)}
            helperText={page.batteryError ? translate(page.batteryError, { _: page.batteryError }) : undefined}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'battery-date' } }}
            sx={{ mt: 1 }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={page.close}>{translate('switches.common.cancel')}</Button>
          <Button variant="contained" onClick={() => void page.saveBattery()} disabled={page.busy} data-testid="battery-save">
            {translate('switches.common.save')}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
