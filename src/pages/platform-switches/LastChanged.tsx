import { useLocaleState, useTranslate } from 'ra-core';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '../../lib/dateTimeFormat';

export function LastChanged({ at, by }: { at: number; by: string }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <Typography variant="caption" color="text.secondary">
      {at ? translate('switches.common.lastChanged', { user: by, time: formatDateTime(at, locale) }) : translate('switches.common.neverChanged')}
    </Typography>
  );
}
