/**
 * A waybill row's actions (issue 29 §1, §2; spec §4 "Waybill actions"): one button opening the
 * actions this user's codes and the waybill's status allow (depart, confirm delivery, confirm
 * rejection, transshipment, adjust, release decision), its history and its temperature log (issue
 * 14 §3); each action asks for confirmation, a reason or a signature in its dialog. The server
 * checks code and status again. One button keeps the row's actions column narrow.
 */
import { useState, type MouseEvent } from 'react';
import { useNotify, useRefresh } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useTranslate } from 'ra-core';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import type { RecordActionProps } from '../../src/framework';
import { usePermittedPath } from '../../src/framework/usePermittedPath';
import { TEMPERATURE_LOG_ROUTE } from '../../src/lib/reports';
import { WAYBILL_ACTION_CODES, type WaybillCodeAction } from '../../src/lib/waybillActions';
import { jsonIdsOf } from './assetIds';
import { ActionDialog } from './ActionDialog';
import { AdjustDialog } from './AdjustDialog';
import { HistoryDialog } from './HistoryDialog';
import { RejectDialog } from './ReasonDialog';
import { ReleaseDialog } from './ReleaseDialog';
import { TransshipDialog } from './TransshipDialog';
import { useActionSubmit } from './useActionSubmit';
import { useWaybillButtons } from './useWaybillCodes';
import { waybillAction } from './waybillApi';

const LABEL = 'resources.waybill.actions.menu';

type Open = WaybillCodeAction | 'history' | null;

/** Depart and confirm delivery: a confirmation, no input. */
function ConfirmDialog({ action, id, number, open, onClose, onDone }: { action: 'depart' | 'deliver'; id: number; number: string; open: boolean; onClose(): void; onDone(): void }) {
  const submit = useActionSubmit(onDone);
  return (
    <ActionDialog
      open={open}
      title={`resources.waybill.actions.${action}`}
      description={`resources.waybill.actions.${action}Confirm`}
      translateOptions={{ number }}
      busy={submit.busy}
      error={submit.error}
      confirmLabel={`resources.waybill.actions.${action}`}
      onConfirm={() => void submit.run(() => waybillAction(id, action))}
      onClose={onClose}
    />
  );
}

export function WaybillActions({ record, page }: RecordActionProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const buttons = useWaybillButtons(page, Number(record.status));
  const navigate = useNavigate();
  const permitted = usePermittedPath();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [open, setOpen] = useState<Open>(null);
  const id = Number(record.id);
  const number = String(record.number ?? id);
  const close = () => setOpen(null);
  const done = () => {
    notify('resources.waybill.actions.done', { type: 'success' });
    setOpen(null);
    refresh();
  };
  const choose = (what: Open) => {
    setAnchor(null);
    setOpen(what);
  };
  const menuId = `waybill-actions-${id}`;
  // issue 14 §3: the waybill's temperature log, for a user who has that page (the server checks it again)
  const logPath = permitted(`${TEMPERATURE_LOG_ROUTE}?target=waybill&id=${id}`);
  return (
    <>
      <Button
        size="small"
        startIcon={<MoreVertIcon />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
      >
        {translate(LABEL)}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {WAYBILL_ACTION_CODES.filter((action) => buttons[action]).map((action) => (
          <MenuItem key={action} onClick={() => choose(action)}>
            {translate(`resources.waybill.actions.${action === 'release' ? 'releaseDecision' : action}`)}
          </MenuItem>
        ))}
        <MenuItem onClick={() => choose('history')}>{translate('resources.waybill.history.open')}</MenuItem>
        {logPath ? (
          <MenuItem
            onClick={() => {
              setAnchor(null);
              navigate(logPath);
            }}
          >
            {translate('app.pages.temperatureLog.waybillAction')}
          </MenuItem>
        ) : null}
      </Menu>
      {/* each dialog mounts when opened: nothing typed survives into the next opening */}
      {open === 'depart' || open === 'deliver' ? <ConfirmDialog action={open} id={id} number={number} open onClose={close} onDone={done} /> : null}
      {open === 'reject' ? <RejectDialog id={id} number={number} open onClose={close} onDone={done} /> : null}
      {open === 'transship' ? <TransshipDialog id={id} number={number} carrying={jsonIdsOf(record.assets)} open onClose={close} onDone={done} /> : null}
      {open === 'adjust' ? <AdjustDialog record={record} open onClose={close} onDone={done} /> : null}
      {open === 'release' ? <ReleaseDialog id={id} number={number} open onClose={close} onDone={done} /> : null}
      {open === 'history' ? <HistoryDialog id={id} number={number} open onClose={close} /> : null}
    </>
  );
}

/** the table sizes its actions column by it */
WaybillActions.label = LABEL;
