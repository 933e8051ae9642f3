import { useLocaleState, useTranslate } from 'ra-core';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '../../lib/dateTimeFormat';
import type { QaEffects } from '../../lib/qaTools';
import { QaEffectsTable } from './QaEffectsTable';

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
          <QaEffectsTable
            title="switches.qa.readings"
            columns={['time', 'temperature', 'humidity', 'battery', 'signal']}
            rows={effects.readings}
            row={(r) => (
              <TableRow key={r.ts} data-testid="qa-reading">
                <TableCell>{when(r.ts)}</TableCell>
                <TableCell>{dash(r.temperature)}</TableCell>
                <TableCell>{dash(r.humidity)}</TableCell>
                <TableCell>{dash(r.battery)}</TableCell>
                <TableCell>{dash(r.signal)}</TableCell>
              </TableRow>
            )}
          />
          <QaEffectsTable
            title="switches.qa.alarms"
            columns={['time', 'kind', 'level', 'status']}
            rows={effects.alarms}
            noneWhenEmpty
            row={(a) => (
              <TableRow key={a.id} data-testid="qa-alarm">
                <TableCell>{when(a.createdAt)}</TableCell>
                <TableCell>{translate(`alarm.kinds.${a.kind}`, { _: a.kind })}</TableCell>
                <TableCell>{a.level}</TableCell>
                <TableCell>{translate(`alarm.statuses.${a.status}`, { _: a.status })}</TableCell>
              </TableRow>
            )}
          />
          <QaEffectsTable
            title="switches.qa.notifications"
            columns={['time', 'channel', 'address', 'state']}
            rows={effects.notifications}
            noneWhenEmpty
            row={(n) => (
              <TableRow key={n.id}>
                <TableCell>{when(n.createdAt)}</TableCell>
                <TableCell>{translate(`alarm.channels.${n.channel}`, { _: n.channel })}</TableCell>
                <TableCell sx={{ wordBreak: 'break-all' }}>{n.address}</TableCell>
                <TableCell>{translate(`alarm.sendStates.${n.state}`, { _: n.state })}</TableCell>
              </TableRow>
            )}
          />
        </Stack>
      )}
    </Paper>
  );
}
