/**
 * The permission-change log of a role, from its row (spec §6): who changed what, when, newest
 * first; read-only, as the log itself is. Shown to whoever sees the role list: the server lets
 * the role page read it.
 */
import { useState } from 'react';
import { Button } from 'react-admin';
import { useLocaleState, useTranslate } from 'ra-core';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MuiButton from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import HistoryIcon from '@mui/icons-material/History';
import type { RecordActionProps } from '../../src/framework';
import { DEFAULT_LANGUAGE, isLanguage, pickTitle, type Language } from '../../src/lib/language';
import { formatDateTime } from '../../src/lib/dateTimeFormat';
import type { PermissionDelta, PermissionLogEntry } from '../../src/lib/permissionLog';
import { usePermissionLog } from './usePermissionLog';
import { operationName } from '../../src/framework/permissions/operationNames';

function Delta({ kind, delta, language }: { kind: 'added' | 'removed'; delta: PermissionDelta; language: Language }) {
  const translate = useTranslate();
  if (!delta.menus.length && !delta.operations.length) return null;
  const unknown = (id: number) => translate('app.schema.role.permissionLog.unknown', { id });
  const pages = delta.menus.map((m) => pickTitle(m.title, language, unknown(m.id)));
  const codes = delta.operations.map((op) =>
    op.code ? `${pickTitle(op.menuTitle, language, '')} · ${operationName(translate, op.code, op.fullname)} (${op.code})` : unknown(op.id),
  );
  return (
    <Box sx={{ mt: 0.5 }}>
      <Typography variant="body2" component="div" color={kind === 'added' ? 'success.main' : 'error.main'} sx={{ fontWeight: 500 }}>
        {translate(`app.schema.role.permissionLog.${kind}`)}
      </Typography>
      {pages.length ? (
        <Typography variant="body2" component="div">
          {`${translate('app.schema.role.permissionLog.pages', { smart_count: pages.length })}: ${pages.join(', ')}`}
        </Typography>
      ) : null}
      {codes.length ? (
        <Typography variant="body2" component="div" sx={{ overflowWrap: 'anywhere' }}>
          {`${translate('app.schema.role.permissionLog.codes', { smart_count: codes.length })}: ${codes.join(', ')}`}
        </Typography>
      ) : null}
    </Box>
  );
}

function Entry({ entry, language }: { entry: PermissionLogEntry; language: Language }) {
  const translate = useTranslate();
  const time = formatDateTime(entry.at, language);
  return (
    <Box component="li" sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}>
      <Typography variant="subtitle2" component="div">
        {translate('app.schema.role.permissionLog.by', { user: entry.actor.username, time })}
      </Typography>
      <Delta kind="added" delta={entry.added} language={language} />
      <Delta kind="removed" delta={entry.removed} language={language} />
    </Box>
  );
}

const LABEL = 'app.schema.role.permissionLog.open';

export function PermissionLogButton({ record }: RecordActionProps) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const language = isLanguage(locale) ? locale : DEFAULT_LANGUAGE;
  const [open, setOpen] = useState(false);
  const log = usePermissionLog(record.id, open);
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const name = String(record.name ?? record.id);
  return (
    <>
      <Button label={LABEL} onClick={() => setOpen(true)}>
        <HistoryIcon />
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullScreen={phone} fullWidth maxWidth="md" aria-labelledby={`permission-log-${record.id}`}>
        <DialogTitle id={`permission-log-${record.id}`}>{translate('app.schema.role.permissionLog.title', { name })}</DialogTitle>
        <DialogContent dividers>
          {log.status === 'loading' ? <LinearProgress /> : null}
          {log.status === 'error' ? (
            <Alert severity="error" action={<MuiButton onClick={log.retry}>{translate('app.retry')}</MuiButton>}>
              {translate('app.schema.role.permissionLog.loadFailed')}
            </Alert>
          ) : null}
          {log.status === 'ready' && !log.entries.length ? <Typography>{translate('app.schema.role.permissionLog.empty')}</Typography> : null}
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {log.entries.map((entry) => (
              <Entry key={entry.id} entry={entry} language={language} />
            ))}
          </Box>
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={() => setOpen(false)}>{translate('ra.action.close')}</MuiButton>
        </DialogActions>
      </Dialog>
    </>
  );
}

/** the table sizes its actions column by it */
PermissionLogButton.label = LABEL;
