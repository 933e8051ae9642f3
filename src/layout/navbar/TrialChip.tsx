import { useTranslate } from 'ra-core';
import Chip from '@mui/material/Chip';
import { useSession } from '../../framework/useSession';
import { trialEndDate } from '../../lib/trialEnd';

/** A trial company's end (spec §9: 15 days), from the session's webSetting.trialEndsAt; nothing otherwise. */
export function TrialChip() {
  const translate = useTranslate();
  const ends = useSession((s) => s.webSetting.trialEndsAt);
  if (typeof ends !== 'number') return null;
  return <Chip size="small" color="info" variant="outlined" label={translate('app.registration.trialEnds', { date: trialEndDate(ends) })} data-testid="navbar-trial" />;
}
