import { useTranslate } from 'ra-core';
import Alert from '@mui/material/Alert';
import type { ActionOutcome as Outcome } from './useAlarmActions';

const K = 'alarm.pages.result';

/** What the last action did: how many alarms, and the ones skipped with why (already acknowledged, ended, not found). */
export function ActionOutcome({ outcome, onClose }: { outcome: Outcome; onClose(): void }) {
  const translate = useTranslate();
  const { done, skipped } = outcome.result;
  const reasons = new Map<string, number>();
  for (const { reason } of skipped) reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
  const why = [...reasons].map(([reason, count]) => translate(`${K}.reasons.${reason}`, { smart_count: count })).join(', ');
  return (
    <Alert severity={done.length ? 'success' : 'warning'} onClose={onClose} role="status" data-testid="alarm-action-result">
      {translate(`${K}.${outcome.action}`, { smart_count: done.length })}
      {skipped.length ? ` ${translate(`${K}.skipped`, { smart_count: skipped.length, reasons: why })}` : ''}
    </Alert>
  );
}
