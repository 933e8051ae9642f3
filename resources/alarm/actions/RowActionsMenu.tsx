import { useState } from 'react';
import { useTranslate } from 'ra-core';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import type { AlarmRow } from '../../../src/lib/alarms';
import { ALARM_ACTIONS, appliesTo, type AlarmAction } from './eligible';

/** One alarm's actions behind a menu button: acknowledge, close, snooze, each only while it applies. */
export function RowActionsMenu({
  row,
  onAction,
}: {
  row: Pick<AlarmRow, 'id' | 'status' | 'acknowledgedAt' | 'deviceNumber'>;
  onAction(action: AlarmAction, ids: number[]): void;
}) {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = `alarm-actions-${row.id}`;
  if (!ALARM_ACTIONS.some((action) => appliesTo(action, row))) return null;
  return (
    <>
      <IconButton
        size="small"
        aria-label={translate('alarm.pages.actions.menu', { id: row.id, device: row.deviceNumber })}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {ALARM_ACTIONS.map((action) => (
          <MenuItem
            key={action}
            disabled={!appliesTo(action, row)}
            onClick={() => {
              setAnchor(null);
              onAction(action, [row.id]);
            }}
          >
            {translate(`alarm.pages.actions.${action}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
