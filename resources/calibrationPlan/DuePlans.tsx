/**
 * The calibration tool's reminders (issue 30 §4): the plans due within their reminder days, and
 * the overdue ones, above the plans' list.
 */
import { useTranslate } from 'react-admin';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import LinearProgress from '@mui/material/LinearProgress';
import type { DuePlan } from '../../src/lib/calibration';
import { useDuePlans } from './useDuePlans';

const dateText = (unix: number) => new Date(unix * 1000).toLocaleDateString();

function when(plan: DuePlan, translate: ReturnType<typeof useTranslate>): string {
  if (plan.overdue) return translate('resources.calibrationPlan.due.overdue', { date: dateText(plan.nextDueDate) });
  if (plan.daysLeft <= 0) return translate('resources.calibrationPlan.due.today');
  return translate('resources.calibrationPlan.due.daysLeft', { smart_count: plan.daysLeft });
}

export function DuePlans() {
  const translate = useTranslate();
  const due = useDuePlans();
  if (due.isPending) return <LinearProgress aria-label={translate('resources.calibrationPlan.due.loading')} sx={{ my: 1 }} />;
  if (due.isError) return <Alert severity="error" sx={{ my: 1 }}>{translate('resources.calibrationPlan.due.failed')}</Alert>;
  if (!due.data.length) return <Alert severity="success" sx={{ my: 1 }}>{translate('resources.calibrationPlan.due.none')}</Alert>;
  const overdue = due.data.some((plan) => plan.overdue);
  return (
    <Alert severity={overdue ? 'error' : 'warning'} sx={{ my: 1 }} role="status">
      <AlertTitle>{translate('resources.calibrationPlan.due.title')}</AlertTitle>
      <ul style={{ margin: 0, paddingInlineStart: '1.2em' }}>
        {due.data.map((plan) => (
          <li key={plan.id}>
            <strong>{plan.name}</strong> · {translate('resources.calibrationPlan.due.devices', { smart_count: plan.deviceCount })} · {dateText(plan.nextDueDate)} · {when(plan, translate)}
          </li>
        ))}
      </ul>
    </Alert>
  );
}
