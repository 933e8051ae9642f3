/**
 * Acknowledge, close and snooze, for one alarm or many: which dialog is open for which ids, the
 * call, and what came of it (done and skipped with why). A success loads every alarm query again.
 */
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AcknowledgeBody, BulkResult, CloseBody, SnoozeBody } from '../../../src/lib/alarms';
import { alarmApi } from '../alarmApi';
import { ALARM_QUERY_KEY } from '../shared/useAlarmQuery';
import type { AlarmAction } from './eligible';

export type ActionRequest =
  | { action: 'acknowledge'; body: Omit<AcknowledgeBody, 'ids'> }
  | { action: 'close'; body: Omit<CloseBody, 'ids'> }
  | { action: 'snooze'; body: Omit<SnoozeBody, 'ids'> };

export interface ActionOutcome {
  action: AlarmAction;
  result: BulkResult;
}

export interface AlarmActionsModel {
  /** the dialog open, and for which alarms */
  open: { action: AlarmAction; ids: number[] } | null;
  start(action: AlarmAction, ids: readonly number[]): void;
  cancel(): void;
  submit(request: ActionRequest): Promise<void>;
  busy: boolean;
  /** the failure of the last call, shown in its dialog */
  error: unknown;
  /** what the last call did, until dismissed */
  outcome: ActionOutcome | null;
  dismiss(): void;
}

function send(request: ActionRequest, ids: number[]): Promise<BulkResult> {
  switch (request.action) {
    case 'acknowledge':
      return alarmApi.acknowledge({ ids, ...request.body });
    case 'close':
      return alarmApi.close({ ids, ...request.body });
    case 'snooze':
      return alarmApi.snooze({ ids, ...request.body });
  }
}

export function useAlarmActions(onDone?: (outcome: ActionOutcome) => void): AlarmActionsModel {
  const client = useQueryClient();
  const [open, setOpen] = useState<AlarmActionsModel['open']>(null);
  const [outcome, setOutcome] = useState<ActionOutcome | null>(null);
  const mutation = useMutation({
    mutationFn: ({ request, ids }: { request: ActionRequest; ids: number[] }) => send(request, ids),
    onSuccess: () => client.invalidateQueries({ queryKey: [ALARM_QUERY_KEY] }),
  });
  return {
    open,
    start: (action, ids) => {
      mutation.reset();
      setOpen({ action, ids: [...ids] });
    },
    cancel: () => {
      if (!mutation.isPending) setOpen(null);
    },
    submit: async (request) => {
      if (!open) return;
      try {
        const result = await mutation.mutateAsync({ request, ids: open.ids });
        const done = { action: request.action, result };
        setOutcome(done);
        setOpen(null);
        onDone?.(done);
      } catch {
        // the dialog shows mutation.error and stays open for another try
      }
    },
    busy: mutation.isPending,
    error: mutation.error,
    outcome,
    dismiss: () => setOutcome(null),
  };
}
