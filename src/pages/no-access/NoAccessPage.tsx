import { useTranslate } from 'ra-core';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { FullPageMessage } from '../../components/FullPageMessage';

/**
 * An address of the console's menu that the user's role does not include (issue 26 §3): said
 * inside the layout, with the address, rather than a bare 404 (an unknown address still is one).
 */
export function NoAccessPage({ path }: { path: string }) {
  const translate = useTranslate();
  return (
    <FullPageMessage
      title={translate('app.pages.noAccess.title')}
      actions={
        <Button component={RouterLink} to="/" variant="outlined">
          {translate('app.pages.noAccess.back')}
        </Button>
      }
    >
      <Typography data-testid="no-access">{translate('app.pages.noAccess.body', { path })}</Typography>
    </FullPageMessage>
  );
}
