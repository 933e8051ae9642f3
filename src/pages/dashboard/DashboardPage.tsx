import { useI18nProvider, useTranslate } from 'ra-core';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import DevicesIcon from '@mui/icons-material/Devices';
import SensorsIcon from '@mui/icons-material/Sensors';
import SensorsOffIcon from '@mui/icons-material/SensorsOff';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import { useSession } from '../../framework/useSession';
import { useServerRoutesContext } from '../../layout/ServerRoutesContext';
import { FIGURES, type FigureIcon } from './figures';
import { FigureCard } from './FigureCard';
import { LivePanel } from './LivePanel';
import { useDashboardSummary } from './useDashboardSummary';
import { LoadError } from '../../components/LoadError';

const ICONS: Record<FigureIcon, typeof DevicesIcon> = {
  devices: DevicesIcon,
  online: SensorsIcon,
  offline: SensorsOffIcon,
  expiring: EventBusyIcon,
  alarms: NotificationsActiveIcon,
  waybills: LocalShippingIcon,
};

/** Only routes the user has are links; the others would end on /404. */
function usePermittedPath(): (to: string) => string | undefined {
  const { pages } = useServerRoutesContext();
  return (to) => (pages.some((page) => page.fullPath === to.split('?')[0]) ? to : undefined);
}

/** /index: devices, online, offline, expiring, open alarms and waybills in transit, each opening its list; then the live panel. */
export function DashboardPage() {
  const translate = useTranslate();
  const locale = useI18nProvider().getLocale();
  const realname = useSession((s) => s.realname || s.username);
  const summary = useDashboardSummary();
  const permitted = usePermittedPath();
  const format = new Intl.NumberFormat(locale);

  return (
    <Box component="section" sx={{ p: 2 }} aria-labelledby="dashboard-title">
      <Typography id="dashboard-title" variant="h5" component="h1" data-testid="dashboard-title">
        {translate('app.pages.dashboard.title')}
      </Typography>
      <Typography sx={{ mt: 0.5, mb: 2 }} color="text.secondary">
        {translate('app.pages.dashboard.welcome', { name: realname })}
      </Typography>
      {summary.status === 'loading' ? (
        <Box role="status" data-testid="dashboard-loading" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 4 }}>
          <CircularProgress size={24} aria-hidden />
          <Typography>{translate('app.pages.dashboard.loading')}</Typography>
        </Box>
      ) : null}
      {summary.status === 'error' ? (
        <LoadError testId="dashboard-error" onRetry={summary.retry}>
          {translate('app.pages.dashboard.error')} {translate(summary.message, { _: summary.message })}
        </LoadError>
      ) : null}
      {summary.status === 'success' ? (
        <Box
          component="ul"
          aria-label={translate('app.pages.dashboard.figures')}
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' }}
        >
          {FIGURES.map((figure) => {
            const note = figure.note?.(summary.data);
            return (
              <li key={figure.key}>
                <FigureCard
                  testId={`figure-${figure.key}`}
                  label={translate(figure.label)}
                  value={format.format(figure.value(summary.data))}
                  note={note ? translate(note.key, { count: format.format(note.count) }) : undefined}
                  icon={ICONS[figure.key]}
                  tone={figure.tone}
                  to={figure.to === undefined ? undefined : permitted(figure.to)}
                />
              </li>
            );
          })}
        </Box>
      ) : null}
      <LivePanel permitted={permitted} />
    </Box>
  );
}
