import { AcknowledgeDialog } from './AcknowledgeDialog';
import { CloseDialog } from './CloseDialog';
import { SnoozeDialog } from './SnoozeDialog';
import type { AlarmActionsModel } from './useAlarmActions';

/** The dialog of the action started, for its alarms; mounted afresh each time, so it opens empty. */
export function ActionDialogs({ model }: { model: AlarmActionsModel }) {
  const { open } = model;
  if (!open) return null;
  const common = { count: open.ids.length, busy: model.busy, error: model.error, onCancel: model.cancel };
  switch (open.action) {
    case 'acknowledge':
      return <AcknowledgeDialog {...common} onSubmit={(body) => void model.submit({ action: 'acknowledge', body })} />;
    case 'close':
      return <CloseDialog {...common} onSubmit={(body) => void model.submit({ action: 'close', body })} />;
    case 'snooze':
      return <SnoozeDialog {...common} onSubmit={(body) => void model.submit({ action: 'snooze', body })} />;
  }
}
