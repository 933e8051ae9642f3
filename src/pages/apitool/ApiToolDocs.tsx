import { useTranslate } from 'ra-core';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { getApiConfig } from '../../api';
import { DOCKING_QUERY_MAX_DAYS, DOCKING_QUERY_MAX_ROWS, DOCKING_READINGS_PATH } from '../../lib/docking';
import { INGEST_MAX_BATCH } from '../../lib/readings';

const EXAMPLE = `POST ${'{api}'}${DOCKING_READINGS_PATH}
X-Docking-Key: dk_…
Content-Type: application/json

{"data":"[{\\"number\\":\\"10000001\\",\\"ts\\":1700000000,\\"temperature\\":4.5}]",
 "timeunix":1700000005,"nonce":"9f1c…","sign":"…"}`;

/** The data interface's documentation (README "Registration and the API tool"). */
export function ApiToolDocs() {
  const translate = useTranslate();
  const { apiBase, signing } = getApiConfig();
  const section = (title: string, body: string) => (
    <Box component="section">
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <Typography variant="body2">{body}</Typography>
    </Box>
  );
  return (
    <Stack spacing={2} data-testid="apitool-docs">
      <Typography variant="h6" component="h2">
        {translate('app.apitool.docs.title')}
      </Typography>
      {section(translate('app.apitool.docs.signingTitle'), translate('app.apitool.docs.signing', { hash: signing.hash.toUpperCase() }))}
      {section(translate('app.apitool.docs.ingestTitle', { path: `${apiBase}${DOCKING_READINGS_PATH}` }), translate('app.apitool.docs.ingest', { max: INGEST_MAX_BATCH }))}
      <Box component="pre" sx={{ p: 1, bgcolor: 'action.hover', borderRadius: 1, overflowX: 'auto', fontSize: 12, m: 0 }}>
        {EXAMPLE.replace('{api}', apiBase)}
      </Box>
      {section(translate('app.apitool.docs.queryTitle', { path: `${apiBase}${DOCKING_READINGS_PATH}` }), translate('app.apitool.docs.query', { rows: DOCKING_QUERY_MAX_ROWS, days: DOCKING_QUERY_MAX_DAYS }))}
      {section(translate('app.apitool.docs.answersTitle'), translate('app.apitool.docs.answers'))}
    </Stack>
  );
}
