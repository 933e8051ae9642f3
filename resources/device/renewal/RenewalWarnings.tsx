/** Spec §9's renewal policy on the page: the SIM cancellation rule, and the deletion of the data of devices expired over 6 months. */
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useLocale, useTranslate } from 'ra-core';
import { formatDate } from '../../../src/lib/dateTimeFormat';
import { SIM_POLICY_EFFECTIVE } from '../../../src/lib/renewal';

const K = 'resources.device.renewal';

export function RenewalWarnings() {
  const translate = useTranslate();
  const locale = useLocale();
  return (
    <Stack spacing={1} data-testid="renewal-warnings">
      <Alert severity="info">{translate(`${K}.warnings.term`)}</Alert>
      <Alert severity="warning">{translate(`${K}.warnings.sim`, { date: formatDate(SIM_POLICY_EFFECTIVE, locale, { utcOffset: 0 }) })}</Alert>
      <Alert severity="warning">{translate(`${K}.warnings.data`)}</Alert>
    </Stack>
  );
}
