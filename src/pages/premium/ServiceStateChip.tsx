import Chip from '@mui/material/Chip';
import { useTranslate } from 'ra-core';
import { SERVICE_STATE } from '../../lib/premium';

const KEYS: Record<number, { key: string; color: 'default' | 'success' | 'info' }> = {
  [SERVICE_STATE.notActivated]: { key: 'notActivated', color: 'default' },
  [SERVICE_STATE.subscribed]: { key: 'subscribed', color: 'success' },
  [SERVICE_STATE.trial]: { key: 'trial', color: 'info' },
};

/** A service's state (spec §4: not activated, subscribed, in trial). */
export function ServiceStateChip({ state, testId }: { state: number; testId?: string }) {
  const translate = useTranslate();
  const { key, color } = KEYS[state] ?? KEYS[SERVICE_STATE.notActivated]!;
  return <Chip size="small" color={color} label={translate(`app.pages.premium.states.${key}`)} data-testid={testId} data-state={state} />;
}
