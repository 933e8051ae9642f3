import { useTranslate } from 'ra-core';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { FullPageMessage } from '../components/FullPageMessage';

export function RoutesErrorPage({ message, onRetry, onLogout }: { message: string; onRetry(): void; onLogout(): void }) {
  const translate = useTranslate();
  return (
    <FullPageMessage
      role="alert"
      title={translate('app.pages.routesError.title')}
      actions={
        <>
          <Button variant="contained" onClick={onRetry}>
            {translate('app.retry')}
          </Button>
          <Button onClick={onLogout}>{translate('app.pages.routesError.logout')}</Button>
        </>
      }
    >
      <Typography>{translate(message, { _: message })}</Typography>
    </FullPageMessage>
  );
}
