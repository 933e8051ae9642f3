import { useTranslate } from 'ra-core';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { FullPageMessage } from '../../components/FullPageMessage';

export function NotFoundPage() {
  const translate = useTranslate();
  return (
    <FullPageMessage
      title={translate('app.pages.notFound.title')}
      actions={
        <Button component={RouterLink} to="/" variant="contained">
          {translate('app.pages.notFound.back')}
        </Button>
      }
    >
      <Typography>{translate('app.pages.notFound.body')}</Typography>
    </FullPageMessage>
  );
}
