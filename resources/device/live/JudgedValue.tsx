import { useLocaleState, useTranslate } from 'ra-core';
import Box from '@mui/material/Box';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import { judge, type ReadingField } from '../../../src/lib/readings';
import { formatReading } from './formatReading';
import { SR_ONLY } from './srOnly';

const COLOR = { high: 'error.main', low: 'info.main', ok: 'text.primary' } as const;

interface Props {
  field: ReadingField;
  value: number | null;
  min: number | null;
  max: number | null;
  /** the text size (MUI typography variant's font size) */
  fontSize?: string;
}

/**
 * A value against its device's thresholds: red with an up arrow above the maximum, blue with a
 * down arrow below the minimum (the arrow and a screen-reader text say it without the colour).
 */
export function JudgedValue({ field, value, min, max, fontSize }: Props) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const verdict = judge(value, min, max);
  if (value === null || verdict === null) {
    return (
      <Box component="span" data-judge="none" sx={{ color: 'text.disabled', fontSize }}>
        {translate('resources.device.live.noValue')}
      </Box>
    );
  }
  const Arrow = verdict === 'high' ? ArrowUpwardIcon : verdict === 'low' ? ArrowDownwardIcon : null;
  return (
    <Box component="span" data-judge={verdict} sx={{ color: COLOR[verdict], fontSize, display: 'inline-flex', alignItems: 'center', gap: 0.25, fontWeight: verdict === 'ok' ? undefined : 600 }}>
      {formatReading(field, value, locale)}
      {Arrow ? <Arrow fontSize="inherit" aria-hidden /> : null}
      {verdict === 'ok' ? null : <Box component="span" sx={SR_ONLY}>{translate(`resources.device.live.${verdict}`)}</Box>}
    </Box>
  );
}
