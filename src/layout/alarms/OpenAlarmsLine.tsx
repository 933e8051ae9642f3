import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'ra-core';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import NotificationsActiveOutlined from '@mui/icons-material/NotificationsActiveOutlined';
import { OPEN_UNACKNOWLEDGED_HISTORY_PATH } from '../../lib/alarmOpenCount';

export interface OpenAlarmsLineProps {
  /** the platform's open alarms not acknowledged (not the list's: those are the badge) */
  openCount: number;
  /** the history is one of the user's pages */
  canOpenHistory: boolean;
  /** called when the link is followed (a phone closes the panel, which covers the page) */
  onFollow(): void;
}

/**
 * Issue 26 §1: under the panel's title, how many alarms are open and not yet acknowledged, and a
 * link to the history filtered to exactly those. A status: a screen reader hears it change.
 */
export function OpenAlarmsLine({ openCount, canOpenHistory, onFollow }: OpenAlarmsLineProps) {
  const translate = useTranslate();
  return (
    <Box
      data-testid="alarm-panel-open"
      data-count={openCount}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        px: 1.5,
        py: 0.75,
        borderBottom: 1,
        borderColor: 'divider',
        color: openCount > 0 ? 'warning.dark' : 'text.secondary',
      }}
    >
      <NotificationsActiveOutlined fontSize="small" aria-hidden />
      <Typography role="status" variant="body2" sx={{ flex: 1, minWidth: 0 }}>
        {openCount > 0 ? translate('alarm.panel.openCount', { smart_count: openCount }) : translate('alarm.panel.openNone')}
      </Typography>
      {canOpenHistory && openCount > 0 ? (
        <Link
          component={RouterLink}
          to={OPEN_UNACKNOWLEDGED_HISTORY_PATH}
          onClick={onFollow}
          data-testid="alarm-panel-open-link"
          aria-label={translate('alarm.panel.openViewLabel', { smart_count: openCount })}
          underline="hover"
          variant="body2"
          sx={{ flexShrink: 0, fontWeight: 600 }}
        >
          {translate('alarm.panel.openView')} →
        </Link>
      ) : null}
    </Box>
  );
}
