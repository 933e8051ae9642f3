import { memo, useRef } from 'react';
import { useLocale } from 'ra-core';
import Box from '@mui/material/Box';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { AlarmSocketMessage } from '../../lib/alarms';
import { formatDateTime } from '../../lib/dateTimeFormat';
import { AlarmItem } from './AlarmItem';

/** Every row is this tall (two lines, ellipsized): no measuring, so a burst never re-lays out the list. */
export const ALARM_ROW_HEIGHT = 64;
/** The list's height at most; it scrolls past it. */
export const ALARM_LIST_MAX_HEIGHT = 384;
const OVERSCAN = 6;

export interface AlarmListProps {
  alarms: readonly AlarmSocketMessage[];
  onOpen: ((alarm: AlarmSocketMessage) => void) | undefined;
  /** the list's accessible name */
  label: string;
}

/**
 * The panel's alarms, virtualized (issue 13: 1,000 alarms in a second must scroll smoothly): only
 * the rows in view, plus a few, are in the document, each at its offset.
 */
export const AlarmList = memo(function AlarmList({ alarms, onOpen, label }: AlarmListProps) {
  const locale = useLocale();
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: alarms.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ALARM_ROW_HEIGHT,
    getItemKey: (index) => alarms[index]?.alarmId ?? index,
    overscan: OVERSCAN,
    initialRect: { width: 0, height: ALARM_LIST_MAX_HEIGHT },
  });
  const formatTime = (seconds: number) => formatDateTime(seconds, locale, { seconds: true });
  return (
    <Box
      ref={scroller}
      role="list"
      aria-label={label}
      data-testid="alarm-list"
      sx={{ height: Math.min(alarms.length * ALARM_ROW_HEIGHT, ALARM_LIST_MAX_HEIGHT), overflowY: 'auto', overscrollBehavior: 'contain' }}
    >
      <Box sx={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {virtualizer.getVirtualItems().map((row) => {
          const alarm = alarms[row.index]!;
          return (
            <Box
              key={row.key}
              role="listitem"
              sx={{ position: 'absolute', top: 0, left: 0, width: '100%', height: ALARM_ROW_HEIGHT, borderBottom: 1, borderColor: 'divider' }}
              style={{ transform: `translateY(${row.start}px)` }}
            >
              <AlarmItem alarm={alarm} time={formatTime(alarm.dataTimestamp)} onOpen={onOpen} />
            </Box>
          );
        })}
      </Box>
    </Box>
  );
});
