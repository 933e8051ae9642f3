import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLocaleState, useTranslate } from 'ra-core';
import { Fragment } from 'react';
import { formatDateTime } from '../../lib/dateTimeFormat';
import { SERVICE_STATE, serviceActive, type CompanyServices, type PremiumAction, type ServiceStatus } from '../../lib/premium';
import { ServiceStateChip } from './ServiceStateChip';
import type { PendingAction } from './usePremiumServices';

interface Props {
  company: CompanyServices;
  /** sales: the actions; anyone else: one button whose attempt the server refuses ("contact sales") */
  canActivate: boolean;
  busy: boolean;
  onAct(pending: PendingAction): void;
}

/** The actions sales may take on a service in its state. */
function salesActions(status: ServiceStatus): PremiumAction[] {
  const actions: PremiumAction[] = [];
  if (status.state !== SERVICE_STATE.subscribed) actions.push('subscribe');
  if (status.state === SERVICE_STATE.notActivated && !status.trialUsed) actions.push('trial');
  if (serviceActive(status.state)) actions.push('cancel');
  return actions;
}

/** One company's three premium services with their states and what the user may do. */
export function CompanyServicesCard({ company, canActivate, busy, onAct }: Props) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const id = `premium-${company.companyId}`;
  return (
    <Card variant="outlined" data-testid={id}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {company.companyName}
        </Typography>
        <Stack divider={<Divider flexItem />} spacing={1.5}>
          {company.services.map((status) => (
            <Fragment key={status.service}>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }} data-testid={`${id}-${status.service}`}>
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                    <Typography variant="subtitle1" component="h3">
                      {translate(`app.pages.premium.services.${status.service}`)}
                    </Typography>
                    <ServiceStateChip state={status.state} testId={`${id}-${status.service}-state`} />
                  </Stack>
                  <Typography variant="body2" color="text.secondary">
                    {translate(`app.pages.premium.hints.${status.service}`)}
                  </Typography>
                  {status.state === SERVICE_STATE.trial && status.trialEndsAt !== null ? (
                    <Typography variant="body2">{translate('app.pages.premium.trialUntil', { date: formatDateTime(status.trialEndsAt, locale), devices: status.deviceLimit ?? 0 })}</Typography>
                  ) : null}
                  {canActivate && status.updatedBy && status.updatedAt !== null ? (
                    <Typography variant="caption" color="text.secondary">
                      {translate('app.pages.premium.changedBy', { who: status.updatedBy, date: formatDateTime(status.updatedAt, locale) })}
                      {status.trialUsed && status.state !== SERVICE_STATE.trial ? ` · ${translate('app.pages.premium.trialUsed')}` : ''}
                    </Typography>
                  ) : null}
                </Box>
                <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
                  {canActivate
                    ? salesActions(status).map((action) => (
                        <Button
                          key={action}
                          size="small"
                          variant={action === 'cancel' ? 'outlined' : 'contained'}
                          color={action === 'cancel' ? 'error' : 'primary'}
                          disabled={busy}
                          onClick={() => onAct({ company, service: status.service, action })}
                          data-testid={`${id}-${status.service}-${action}`}
                        >
                          {translate(`app.pages.premium.actions.${action}`)}
                        </Button>
                      ))
                    : !serviceActive(status.state) && (
                        <Button
                          size="small"
                          variant="outlined"
                          disabled={busy}
                          onClick={() => onAct({ company, service: status.service, action: 'subscribe' })}
                          data-testid={`${id}-${status.service}-activate`}
                        >
                          {translate('app.pages.premium.actions.activate')}
                        </Button>
                      )}
                </Stack>
              </Stack>
            </Fragment>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}
