import { useCallback, useRef } from 'react';
import { useTranslate } from 'ra-core';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import DeleteSweepIcon from '@mui/icons-material/DeleteSweep';
import VolumeOffIcon from '@mui/icons-material/VolumeOff';
import VolumeUpIcon from '@mui/icons-material/VolumeUp';
import { badgeText, type AlarmSocketMessage } from '../../lib/alarms';
import { ALARM_HISTORY_PAGE_PATH } from '../../lib/alarmOpenCount';
import { useStableNavigate } from '../../components/navigation/useStableNavigate';
import { useServerRoutesContext } from '../ServerRoutesContext';
import { useAlarmFeedState, useAlarmFeedStore } from './AlarmFeedContext';
import { AlarmList } from './AlarmList';
import { alarmRecordsPath, RECORDS_PAGE_PATH } from './alarmRecordsPath';
import { OpenAlarmsLine } from './OpenAlarmsLine';
import { ALARM_PANEL_ID } from './panelId';
import { usePanelPosition } from './usePanelPosition';
import { useSocketStatus } from './useSocketStatus';
import type { AlarmSound } from './useAlarmSound';

const TITLE_ID = 'alarm-panel-title';
const PANEL_WIDTH = 380;

/**
 * The alarm panel (spec §2, issue 13 §3): a floating panel titled with the alarm-list label,
 * dragged by its title bar (or moved with the arrow keys on it), with the badge (at most "99+"),
 * the socket badge (green when connected, red otherwise), the mute switch, the clear-all and
 * close icons; the open alarms not acknowledged, with a link to them (issue 26 §1); and the alarms
 * or the no-alarm text. Full width on a phone. Mounted once in the layout; it renders nothing
 * while closed but keeps its place.
 */
export function AlarmPanel({ sound }: { sound: AlarmSound }) {
  const translate = useTranslate();
  const store = useAlarmFeedStore();
  const alarms = useAlarmFeedState((s) => s.alarms);
  const count = useAlarmFeedState((s) => s.count);
  const open = useAlarmFeedState((s) => s.open);
  const openCount = useAlarmFeedState((s) => s.openCount);
  const status = useSocketStatus();
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const panel = useRef<HTMLDivElement>(null);
  const { point, handleProps, dragging } = usePanelPosition(panel, { width: PANEL_WIDTH, fullWidth: phone });
  const navigate = useStableNavigate();
  const { pages } = useServerRoutesContext();
  const canOpenRecords = pages.some((page) => page.fullPath === RECORDS_PAGE_PATH);
  const canOpenHistory = pages.some((page) => page.fullPath === ALARM_HISTORY_PAGE_PATH);

  const openRecords = useCallback(
    (alarm: AlarmSocketMessage) => {
      const path = alarmRecordsPath(alarm);
      if (!path) return;
      navigate(path);
      // on a phone the panel covers the page it just opened
      if (phone) store?.setOpen(false);
    },
    [navigate, phone, store],
  );
  const followHistory = useCallback(() => {
    if (phone) store?.setOpen(false);
  }, [phone, store]);

  if (!store || !open) return null;
  const connected = status === 'open';
  const socketLabel = translate(connected ? 'alarm.panel.socketOpen' : 'alarm.panel.socketClosed');
  const title = translate('alarm.panel.title');
  const countLabel = translate('alarm.panel.count', { smart_count: count });
  return (
    <Paper
      ref={panel}
      id={ALARM_PANEL_ID}
      role="dialog"
      aria-modal="false"
      aria-labelledby={TITLE_ID}
      data-testid="alarm-panel"
      elevation={8}
      sx={{
        position: 'fixed',
        left: point.x,
        top: point.y,
        width: phone ? '100%' : PANEL_WIDTH,
        maxWidth: '100vw',
        zIndex: (theme) => theme.zIndex.drawer + 50,
        overflow: 'hidden',
        borderRadius: phone ? 0 : 1,
      }}
    >
      <Box
        {...handleProps}
        tabIndex={0}
        aria-label={translate('alarm.panel.move')}
        data-testid="alarm-panel-handle"
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          pl: 1.5,
          pr: 0.5,
          py: 0.5,
          bgcolor: 'action.hover',
          borderBottom: 1,
          borderColor: 'divider',
          cursor: dragging ? 'grabbing' : 'grab',
          touchAction: 'none',
          userSelect: 'none',
          '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
        }}
      >
        <Typography id={TITLE_ID} component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        {/* the badge counts the live alarms since the last clear (spec §2); the open count is the line below */}
        <Tooltip title={countLabel}>
          <Box
            component="span"
            data-testid="alarm-panel-count"
            aria-label={countLabel}
            sx={{
              minWidth: 22,
              px: 0.75,
              borderRadius: 11,
              bgcolor: 'error.main',
              color: 'error.contrastText',
              fontSize: '0.75rem',
              lineHeight: '22px',
              textAlign: 'center',
            }}
          >
            {badgeText(count)}
          </Box>
        </Tooltip>
        <Tooltip title={socketLabel}>
          <Box
            component="span"
            role="img"
            aria-label={socketLabel}
            data-testid="alarm-socket-badge"
            data-status={connected ? 'connected' : 'disconnected'}
            sx={{ width: 10, height: 10, borderRadius: '50%', flexShrink: 0, bgcolor: connected ? 'success.main' : 'error.main' }}
          />
        </Tooltip>
        <Box sx={{ flex: 1 }} />
        <Tooltip title={translate('alarm.panel.mute')}>
          <IconButton
            size="small"
            role="switch"
            aria-checked={sound.muted}
            aria-label={translate('alarm.panel.mute')}
            onClick={() => sound.setMuted(!sound.muted)}
          >
            {sound.muted ? <VolumeOffIcon fontSize="small" /> : <VolumeUpIcon fontSize="small" />}
          </IconButton>
        </Tooltip>
        <Tooltip title={translate('alarm.panel.clearAll')}>
          <span>
            <IconButton size="small" aria-label={translate('alarm.panel.clearAll')} disabled={alarms.length === 0 && count === 0} onClick={() => store.clear()}>
              <DeleteSweepIcon fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
        <Tooltip title={translate('alarm.panel.close')}>
          <IconButton size="small" aria-label={translate('alarm.panel.close')} onClick={() => store.setOpen(false)}>
            <CloseIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </Box>
      {openCount !== null ? <OpenAlarmsLine openCount={openCount} canOpenHistory={canOpenHistory} onFollow={followHistory} /> : null}
      {alarms.length === 0 ? (
        <Typography data-testid="alarm-panel-empty" color="text.secondary" sx={{ px: 2, py: 3, textAlign: 'center' }}>
          {translate('alarm.panel.empty')}
        </Typography>
      ) : (
        <AlarmList alarms={alarms} onOpen={canOpenRecords ? openRecords : undefined} label={title} />
      )}
    </Paper>
  );
}
