import { useTranslate } from 'ra-core';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useSession } from '../../framework/useSession';

/** /index. The figures (devices, alarms, waybills) arrive with the console shell. */
export function DashboardPage() {
  const translate = useTranslate();
  const realname = useSession((s) => s.realname || s.username);
  return (
    <Card sx={{ m: 2 }}>
      <CardContent>
        <Typography variant="h5" component="h1" data-testid="dashboard-title">
          {translate('app.pages.dashboard.title')}
        </Typography>
        <Typography sx={{ mt: 1 }}>{translate('app.pages.dashboard.welcome', { name: realname })}</Typography>
      </CardContent>
    </Card>
  );
}
