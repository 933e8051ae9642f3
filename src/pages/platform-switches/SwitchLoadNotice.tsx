import { useTranslate } from 'ra-core';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import type { LoadState } from './useLoadState';

/** What a switch page shows before its value: loading, a refusal, or a failure to retry. */
export function SwitchLoadNotice({ state, reload }: { state: LoadState<unknown>; reload: () => void }) {
  const translate = useTranslate();
  if (state.kind === 'loading') return <CircularProgress size={24} aria-label={translate('app.loading')} />;
  if (state.kind === 'forbidden') {
    return (
      <Alert severity="info" data-testid="switch-forbidden">
        {translate('switches.common.platformAdminOnly')}
      </Alert>
    );
  }
  if (state.kind === 'failed') {
    return (
      <Alert severity="error" action={<Button onClick={reload}>{translate('switches.common.retry')}</Button>}>
        {translate('switches.common.loadFailed')}
      </Alert>
    );
  }
  return null;
}
