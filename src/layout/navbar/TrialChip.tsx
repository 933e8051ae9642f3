import { useTranslate } from 'ra-core';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import { trialEndDate } from '../../lib/trialEnd';
import { useTrialState } from './useTrialState';

/**
 * A trial company's end (spec §9: 15 days); nothing otherwise. Once the end has passed it shows the
 * trial as ended in the error colour, and its tooltip (on hover, focus or a long press) says the
 * company is read-only and to contact sales (issue 28 §5); the refused writes say it too.
 */
export function TrialChip() {
  const translate = useTranslate();
  const trial = useTrialState();
  if (!trial) return null;
  const date = trialEndDate(trial.endsAt);
  if (!trial.ended) return <Chip size="small" color="info" variant="outlined" label={translate('app.registration.trialEnds', { date })} data-testid="navbar-trial" />;
  return (
    <Tooltip title={translate('app.registration.trialEndedHint', { date })} describeChild enterTouchDelay={0}>
      <Chip size="small" color="error" label={translate('app.registration.trialEnded', { date })} data-testid="navbar-trial" data-ended="true" tabIndex={0} />
    </Tooltip>
  );
}
