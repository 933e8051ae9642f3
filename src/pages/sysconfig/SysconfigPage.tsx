import { useTranslate } from 'ra-core';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { SysconfigFields } from '../../layout/navbar/sysconfig/SysconfigFields';
import { useSysconfig } from '../../layout/navbar/sysconfig/useSysconfig';

/** The seeded '/management/sysconfig/index' (spec §2): the navbar strip's configuration, as a page. */
export function SysconfigPage() {
  const translate = useTranslate();
  const { state, apiHost, retry } = useSysconfig();
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h1" sx={{ mb: 2 }} data-testid="sysconfig-title">
          {translate('app.pages.sysconfig.title')}
        </Typography>
        <SysconfigFields state={state} apiHost={apiHost} retry={retry} dense={false} />
      </CardContent>
    </Card>
  );
}
