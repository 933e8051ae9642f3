import type { ReactNode } from 'react';
import { useTranslate } from 'ra-core';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { errorMessage } from '../../../src/api';
import type { PageProps } from '../../../src/framework';
import { usePermittedPath } from '../../../src/framework/usePermittedPath';
import { LoadError } from '../../../src/components/LoadError';
import { ActionDialogs } from '../actions/ActionDialogs';
import { ActionOutcome } from '../actions/ActionOutcome';
import { useAlarmActions } from '../actions/useAlarmActions';
import { useAlarmEditAccess } from '../actions/useAlarmEditAccess';
import { kindWord } from '../shared/alarmWords';
import { AlarmSummary } from './AlarmSummary';
import { SessionActions } from './SessionActions';
import { SessionChart } from './SessionChart';
import { Timeline } from './Timeline';
import { useAlarmSession } from './useAlarmSession';
import { useSessionChart } from './useSessionChart';

const K = 'alarm.pages.session';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card component="section" variant="outlined" aria-labelledby={id} sx={{ minWidth: 0 }}>
      <CardContent>
        <Typography id={id} variant="h6" component="h2" sx={{ mb: 1.5 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/** /alarm/session?id=…: one alarm's facts and actions, its timeline beside the readings of its time. */
export function AlarmSessionPage(_props: PageProps) {
  const translate = useTranslate();
  const { id, result } = useAlarmSession();
  const session = result.status === 'ready' ? result.data : undefined;
  const chart = useSessionChart(session?.alarm);
  const actions = useAlarmActions();
  const canEdit = useAlarmEditAccess();
  const permitted = usePermittedPath();
  const history = permitted('/alarm/history');

  return (
    <Box
      component="section"
      aria-labelledby="alarm-session-title"
      sx={{ p: { xs: 1.5, sm: 2 }, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}
    >
      <Typography id="alarm-session-title" variant="h5" component="h1">
        {session
          ? translate(`${K}.titleOf`, { id: session.alarm.id, device: session.alarm.deviceNumber, kind: kindWord(translate, session.alarm.kind) })
          : translate(`${K}.title`)}
      </Typography>
      {id === null ? (
        <Typography data-testid="alarm-session-hint" color="text.secondary">
          {translate(`${K}.hint`)}{' '}
          {history ? (
            <Link component={RouterLink} to={history}>
              {translate(`${K}.openHistory`)}
            </Link>
          ) : null}
        </Typography>
      ) : null}
      {result.status === 'loading' || (result.status === 'ready' && result.fetching) ? <LinearProgress aria-label={translate(`${K}.loading`)} /> : null}
      {result.status === 'error' ? (
        <LoadError testId="alarm-session-error" onRetry={result.retry}>
          {translate(errorMessage(result.error, `${K}.loadFailed`))}
        </LoadError>
      ) : null}
      {actions.outcome ? <ActionOutcome outcome={actions.outcome} onClose={actions.dismiss} /> : null}
      {session ? (
        <>
          <Section id="alarm-session-facts" title={translate(`${K}.facts`)}>
            <Box sx={{ display: 'grid', gap: 2 }}>
              <AlarmSummary alarm={session.alarm} />
              {canEdit ? <SessionActions alarm={session.alarm} onAction={actions.start} /> : null}
            </Box>
          </Section>
          <Box sx={{ display: 'grid', gap: 2, alignItems: 'start', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 3fr)' } }}>
            <Section id="alarm-session-timeline" title={translate(`${K}.timeline`)}>
              <Timeline entries={session.timeline} />
            </Section>
            <Section id="alarm-session-readings" title={translate(`${K}.readings`)}>
              {chart.status === 'loading' ? <LinearProgress aria-label={translate(`${K}.chartLoading`)} /> : null}
              {chart.status === 'error' ? (
                <LoadError testId="alarm-session-chart-error" onRetry={chart.retry}>
                  {translate(errorMessage(chart.error, `${K}.chartFailed`))}
                </LoadError>
              ) : null}
              {chart.status === 'ready' ? <SessionChart data={chart.data} alarm={session.alarm} /> : null}
            </Section>
          </Box>
        </>
      ) : null}
      <ActionDialogs model={actions} />
    </Box>
  );
}
