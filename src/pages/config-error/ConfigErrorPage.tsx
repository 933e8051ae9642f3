import { useTranslate } from 'ra-core';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { FullPageMessage } from '../../components/FullPageMessage';

/** Full-page error for a missing or malformed /config.json: names the bad field, never blank. */
export function ConfigErrorPage({ field, reason }: { field: string; reason: string }) {
  const translate = useTranslate();
  return (
    <FullPageMessage
      role="alert"
      title={translate('app.config.title')}
      actions={
        <Button variant="contained" onClick={() => window.location.reload()}>
          {translate('app.retry')}
        </Button>
      }
    >
      <Typography data-testid="config-error-field">{translate('app.config.invalid', { field, reason })}</Typography>
      <Typography color="text.secondary">{translate('app.config.hint')}</Typography>
    </FullPageMessage>
  );
}
