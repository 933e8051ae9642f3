import { useTranslate } from 'ra-core';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { FullPageMessage } from '../../components/FullPageMessage';

/** A menu item whose component path no page of this console serves: say so, name the path. */
export function NotAvailablePage({ component }: { component: string }) {
  const translate = useTranslate();
  return (
    <FullPageMessage
      title={translate('app.pages.notAvailable.title')}
      actions={
        <Button component={RouterLink} to="/" variant="outlined">
          {translate('app.pages.notAvailable.back')}
        </Button>
      }
    >
      <Typography data-testid="not-available-component">
        {translate('app.pages.notAvailable.body', { component })}
      </Typography>
    </FullPageMessage>
  );
}
