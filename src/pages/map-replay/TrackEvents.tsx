/**
 * The track's stops and alarms as lists beside the map: what the markers show, readable without a
 * mouse. A click (or Enter) on one moves the playback to its moment.
 */
import type { ReactNode } from 'react';
import { useLocaleState, useTranslate } from 'ra-core';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import type { Track } from '../../lib/maps';
import { formatDuration, formatMoment } from './formatReplay';
import { ALARM_COLOR, STOP_COLOR } from './trackColors';

const K = 'app.pages.replay';
/** Longer lists scroll inside their box. */
const MAX_HEIGHT = 220;

function Item({ color, text, onClick, testId }: { color: string; text: string; onClick(): void; testId: string }) {
  return (
    <Box component="li" sx={{ listStyle: 'none' }}>
      <ButtonBase
        onClick={onClick}
        data-testid={testId}
        sx={{
          width: '100%',
          justifyContent: 'flex-start',
          gap: 1,
          px: 1,
          py: 0.5,
          textAlign: 'left',
          borderRadius: 1,
          '&:hover, &.Mui-focusVisible': { bgcolor: 'action.hover' },
        }}
      >
        <Box component="span" aria-hidden sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: color, flex: 'none' }} />
        <Typography variant="body2" component="span">
          {text}
        </Typography>
      </ButtonBase>
    </Box>
  );
}

export function TrackEvents({ track, onSeek }: { track: Track; onSeek(ts: number): void }) {
  const translate = useTranslate();
  const [locale = 'en'] = useLocaleState();
  const section = (title: string, children: ReactNode, empty: boolean) => (
    <Box component="section" aria-label={title} sx={{ flex: '1 1 260px', minWidth: 0 }}>
      <Typography variant="subtitle2" component="h2" sx={{ mb: 0.5 }}>
        {title}
      </Typography>
      {empty ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {translate(`${K}.none`)}
        </Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, p: 0, maxHeight: MAX_HEIGHT, overflowY: 'auto' }}>
          {children}
        </Box>
      )}
    </Box>
  );
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      {section(
        translate(`${K}.stops`, { smart_count: track.stops.length }),
        track.stops.map((stop) => (
          <Item
            key={stop.start}
            testId={`replay-stop-${stop.start}`}
            color={STOP_COLOR}
            onClick={() => onSeek(stop.start)}
            text={translate(`${K}.stopAt`, { from: formatMoment(locale, stop.start), duration: formatDuration(locale, stop.end - stop.start) })}
          />
        )),
        track.stops.length === 0,
      )}
      {section(
        translate(`${K}.alarms`, { smart_count: track.alarms.length }),
        track.alarms.map((alarm) => (
          <Item
            key={alarm.id}
            testId={`replay-alarm-${alarm.id}`}
            color={ALARM_COLOR}
            onClick={() => onSeek(alarm.ts)}
            text={translate(`${K}.alarmAt`, { kind: translate(`alarm.kinds.${alarm.kind}`, { _: alarm.kind }), at: formatMoment(locale, alarm.ts) })}
          />
        )),
        track.alarms.length === 0,
      )}
    </Box>
  );
}
