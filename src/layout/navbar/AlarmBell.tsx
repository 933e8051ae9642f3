import { useTranslate } from 'ra-core';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import { badgeText } from '../../lib/alarms';
import { ALARM_PANEL_ID, useAlarmFeedState, useAlarmFeedStore, useSocketStatus } from '../alarms';

/**
 * The navbar's way to the alarm panel (issue 13 §3): a bell with the alarms' badge ("99+" past
 * 99) that opens and closes the panel; `data-socket` tells the socket's state (the panel shows
 * it), and its tooltip the open alarms not acknowledged. Nothing outside the layout's alarm feed
 * (a navbar rendered alone).
 */
export function AlarmBell() {
  const translate = useTranslate();
  const store = useAlarmFeedStore();
  const count = useAlarmFeedState((s) => s.count);
  const open = useAlarmFeedState((s) => s.open);
  const openCount = useAlarmFeedState((s) => s.openCount);
  const status = useSocketStatus();
  if (!store) return null;
  const label = translate('alarm.panel.bell');
  const connected = status === 'open';
  // issue 26 §1: the open alarms not acknowledged describe the bell (its name stays "Alarms")
  const title = openCount ? `${label} · ${translate('alarm.panel.bellOpen', { smart_count: openCount })}` : label;
  return (
    <Tooltip title={title} describeChild={Boolean(openCount)}>
      <IconButton
        color={open ? 'primary' : 'inherit'}
        aria-label={label}
        aria-expanded={open}
        aria-controls={open ? ALARM_PANEL_ID : undefined}
        data-testid="alarm-bell"
        data-socket={connected ? 'connected' : 'disconnected'}
        data-open-count={openCount ?? undefined}
        onClick={() => store.toggle()}
      >
        {/* a string, so MUI's own cap does not apply: badgeText caps at ALARM_BADGE_MAX ("99+") */}
        <Badge badgeContent={count > 0 ? badgeText(count) : undefined} color="error" data-testid="alarm-bell-badge">
          <NotificationsOutlined />
        </Badge>
      </IconButton>
    </Tooltip>
  );
}
