import { useLocale, useTranslate } from 'ra-core';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { AlarmEventKind, AlarmTimelineEntry } from '../../../src/lib/alarms';
import { formatDateTime } from '../../../src/lib/dateTimeFormat';
import { timelineLine, timelineOrder } from './timelineWords';

const DOT: Partial<Record<AlarmEventKind, string>> = {
  opened: 'error.main',
  level: 'warning.main',
  notification: 'info.main',
  acknowledged: 'success.main',
  ended: 'text.disabled',
};

/** One alarm's timeline, oldest first, as an ordered list: time, what, who, and its line. */
export function Timeline({ entries }: { entries: readonly AlarmTimelineEntry[] }) {
  const translate = useTranslate();
  const locale = useLocale();
  const ordered = timelineOrder(entries);
  if (!ordered.length) {
    return <Typography color="text.secondary">{translate('alarm.pages.session.noEvents')}</Typography>;
  }
  return (
    <Box component="ol" aria-label={translate('alarm.pages.session.timeline')} data-testid="alarm-timeline" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {ordered.map((entry) => {
        const line = timelineLine(translate, entry, locale);
        return (
          <Box
            component="li"
            key={entry.id}
            data-kind={entry.kind}
            sx={{
              position: 'relative',
              pl: 3,
              pb: 2,
              borderLeft: 2,
              borderColor: 'divider',
              ml: 0.75,
              '&:last-of-type': { borderColor: 'transparent', pb: 0 },
            }}
          >
            <Box
              aria-hidden
              sx={{ position: 'absolute', left: -7, top: 4, width: 12, height: 12, borderRadius: '50%', bgcolor: DOT[entry.kind] ?? 'grey.500' }}
            />
            <Typography variant="caption" color="text.secondary" component="div">
              <time dateTime={new Date(entry.ts * 1000).toISOString()}>{formatDateTime(entry.ts, locale)}</time>
              {entry.actor ? ` · ${entry.actor}` : ''}
            </Typography>
            <Typography variant="subtitle2" component="div">
              {translate(`alarm.eventKinds.${entry.kind}`, { _: entry.kind })}
            </Typography>
            {line ? (
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {line}
              </Typography>
            ) : null}
          </Box>
        );
      })}
    </Box>
  );
}
