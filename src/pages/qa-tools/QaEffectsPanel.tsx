import { useLocaleState, useTranslate } from 'ra-core';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '../../lib/dateTimeFormat';
import type { QaEffects } from '../../lib/qaTools';

const dash = (value: number | null) => (value === null ? '—' : String(value));

/** The chosen device's effects: online state, newest readings, alarms and their notifications. */
export function QaEffectsPanel({ effects, onRefresh }: { effects: QaEffects | null; onRefresh: () => void }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const when = (unix: number) => formatDateTime(unix, locale, { seconds: true });
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1, sm: 2 } }} data-testid="qa-effects">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
          {translate('switches.qa.effects')}
        </Typography>
        {effects ? <Chip size="small" color={effects.online ? 'success' : 'default'} label={translate(effects.online ? 'switches.qa.online' : 'switches.qa.offline')} data-testid="qa-online" /> : null}
        <Button size="small" onClick={onRefresh}>
          {translate('switches.common.refresh')}
        </Button>
      </Stack>
      {!effects ? null : (
        <Stack spacing={2}>
          <Typography variant="subtitle2" component="h3">
            {translate('switches.qa.readings')}
          </Typography>
          <TableContainer>
            <Table size="small">
              <TableHead>
                <TableRow>
                  {['time', 'temperature', 'humidity', 'battery', 'signal'].map((key) => (
                    <TableCell key={key}>{translate(`switches.qa.${key}`)}</TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {effects.readings.map((r) => (
                  <TableRow key={r.ts} data-testid="qa-reading">
                    <TableCell>{when(r.ts)}</TableCell>
                    <TableCell>{dash(r.temperature)}</TableCell>
                    <TableCell>{dash(r.humidity)}</TableCell>
                    <TableCell>{dash(r.battery)}</TableCell>
                    <TableCell>{dash(r.signal)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <Typography variant="subtitle2" component="h3">
            {translate('switches.qa.alarms')}
          </Typography>
          {effects.alarms.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              {translate('switches.qa.none')}
            </Typography>
          ) : (
            <TableContainer>
              <Table size="small">
                <TableHead>
                  <TableRow>
                    {['time', 'kind', 'level', 'status'].map((key) => (
                      <TableCell key={key}>{translate(`switches.qa.${key}`)}</TableCell>
                    ))}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {effects.alarms.map((a) => (
                    <TableRow key={a.id} data-testid="qa-alarm">
                      <TableCell>{when(a.createdAt)}</TableCell>
                      <TableCell>{translate(`alarm.kinds.${a.kind}`, { _: a.kind })}</TableCell>
                      <TableCell>{a.level}</TableCell>
                      <TableCell>{translate(`alarm.statuses.${a.status}`, { _: a.status })}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )}
          <Typography variant="subtitle2" component="h3">
            {translate('switches.qa.notifications')}
          </Typography>
          {effects.notifications.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              {translate('switches.qa.none')}
            </Typography>
          ) : (
            <TableContainer>
              <Table size="small">
                <TableHead>
                  <TableRow>
                    {['time', 'channel', 'address', 'state'].map((key) => (
                      <TableCell key={key}>{translate(`switches.qa.${key}`)}</TableCell>
                    ))}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {effects.notifications.map((n) => (
                    <TableRow key={n.id}>
                      <TableCell>{when(n.createdAt)}</TableCell>
                      <TableCell>{translate(`alarm.channels.${n.channel}`, { _: n.channel })}</TableCell>
                      <TableCell sx={{ wordBreak: 'break-all' }}>{n.address}</TableCell>
                      <TableCell>{translate(`alarm.sendStates.${n.state}`, { _: n.state })}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )}
        </Stack>
      )}
    </Paper>
  );
}
