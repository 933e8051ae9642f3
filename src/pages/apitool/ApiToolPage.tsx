import { useTranslate } from 'ra-core';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ApiToolDocs } from './ApiToolDocs';
import { ApiToolTry } from './ApiToolTry';
import { useApiTool, type ApiTool } from './useApiTool';

function ServiceNotice({ tool, signedIn }: { tool: ApiTool; signedIn: boolean }) {
  const translate = useTranslate();
  if (tool.service === 'loading') return <Alert severity="info">{translate('app.apitool.loading')}</Alert>;
  if (tool.service === 'notActivated') {
    return (
      <Alert severity="warning" data-testid="apitool-not-activated">
        {translate('app.apitool.notActivated')}
      </Alert>
    );
  }
  if (tool.service === 'active') {
    return (
      <Alert
        severity="success"
        action={
          signedIn ? (
            <Button component={RouterLink} to="/management/authcode" size="small">
              {translate('app.apitool.manageKeys')}
            </Button>
          ) : undefined
        }
      >
        {translate('app.apitool.active', { state: translate(`resources.authcode.service.${tool.serviceCode ?? 1}`, { _: '' }) })}
      </Alert>
    );
  }
  return <Alert severity="info">{translate('app.apitool.premium')}</Alert>;
}

/**
 * The API tool (spec §2 /apitool, public; and the menu page /apitool/index): the data interface's
 * documentation and a "try it" form. Signed in, it also tells whether the company has the service.
 */
export function ApiToolPage({ signedIn = false }: { signedIn?: boolean }) {
  const translate = useTranslate();
  const tool = useApiTool(signedIn);
  const body = (
    <Stack spacing={3}>
      <Typography variant="h5" component="h1">
        {translate('app.apitool.title')}
      </Typography>
      <Typography variant="body2">{translate('app.apitool.intro')}</Typography>
      <ServiceNotice tool={tool} signedIn={signedIn} />
      <ApiToolDocs />
      <Divider />
      <ApiToolTry tool={tool} />
    </Stack>
  );
  if (signedIn) return <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 960 }}>{body}</Box>;
  return (
    <Box component="main" sx={{ minHeight: '100vh', p: { xs: 1, sm: 3 }, bgcolor: 'background.default', display: 'flex', justifyContent: 'center' }}>
      <Paper sx={{ p: { xs: 2, sm: 4 }, maxWidth: 960, width: '100%' }}>{body}</Paper>
    </Box>
  );
}

/** The menu page (/apitool/index inside the console). */
export function ApiToolMenuPage() {
  return <ApiToolPage signedIn />;
}
