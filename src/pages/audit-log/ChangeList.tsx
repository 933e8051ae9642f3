import { useTranslate } from 'ra-core';
import Box from '@mui/material/Box';
import type { FieldChange } from '../../lib/audit';

const shown = (value: unknown): string => (value === null || value === undefined ? '—' : typeof value === 'string' ? value : JSON.stringify(value));

/** Each changed field, old → new, as text (never as HTML). */
export function ChangeList({ changes }: { changes: readonly FieldChange[] }) {
  const translate = useTranslate();
  if (!changes.length) return <>{translate('audit.logInfo.noChanges')}</>;
  return (
    <Box component="ul" sx={{ m: 0, pl: 2, wordBreak: 'break-word' }}>
      {changes.map((change) => (
        <li key={change.field}>
          <strong>{change.field}</strong>: {shown(change.old)} → {shown(change.new)}
        </li>
      ))}
    </Box>
  );
}
