import type { ReactNode } from 'react';
import { useLocale, useTranslate } from 'ra-core';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { AlarmRow } from '../../../src/lib/alarms';
import { formatDateTime } from '../../../src/lib/dateTimeFormat';
import { AlarmStateChip } from '../shared/AlarmStateChip';
import { durationText, kindWord, levelWord, peakText, rowEndText } from '../shared/alarmWords';

const K = 'alarm.pages.columns';

/** The alarm's facts as a description list: device, organization, kind, level, state, times, peak, acknowledgement. */
export function AlarmSummary({ alarm }: { alarm: AlarmRow }) {
  const translate = useTranslate();
  const locale = useLocale();
  const facts: Array<[string, ReactNode]> = [
    [translate(`${K}.device`), `${alarm.deviceNumber} ${alarm.deviceName}`.trim()],
    [translate(`${K}.organization`), alarm.organizationName || '—'],
    [translate(`${K}.kind`), kindWord(translate, alarm.kind)],
    [translate(`${K}.level`), levelWord(translate, alarm.level)],
    [translate(`${K}.state`), <AlarmStateChip key="state" row={alarm} />],
    [translate(`${K}.opened`), formatDateTime(alarm.createdAt, locale)],
    [translate(`${K}.duration`), durationText(translate, alarm.durationSeconds)],
    [translate(`${K}.peak`), peakText(alarm) || '—'],
    [translate(`${K}.rule`), alarm.ruleName || translate('alarm.pages.session.deviceThresholds')],
  ];
  if (alarm.endedAt !== null) {
    facts.push([
      translate(`${K}.ended`),
      [formatDateTime(alarm.endedAt, locale), rowEndText(translate, alarm), alarm.endedBy, alarm.closeComment].filter(Boolean).join(' · '),
    ]);
  }
  if (alarm.acknowledgedAt !== null) {
    facts.push([
      translate(`${K}.acknowledged`),
      [translate('alarm.pages.history.acknowledgedBy', { name: alarm.acknowledgedBy, time: formatDateTime(alarm.acknowledgedAt, locale) }), alarm.ackComment]
        .filter(Boolean)
        .join(' — '),
    ]);
  }
  return (
    <Box
      component="dl"
      data-testid="alarm-summary"
      sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'max-content minmax(0, 1fr)' }, columnGap: 2, rowGap: 0.5 }}
    >
      {facts.map(([term, value]) => (
        <Box key={term} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {term}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
