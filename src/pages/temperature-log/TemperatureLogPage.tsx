/**
 * The temperature log (`/statistics/temperaturelog`, issue 14 §3): for a device, an asset or a
 * waybill over a range, the summary per device (min, max, mean, time in range, MKT), the warning
 * summary and the excursions when the user's ShowReportWarningInfo says so, the data completeness
 * (coverage, gaps, periods in force, the gap rule) with a warning when too little of the range has
 * data (issue 26 §2), the chart with its threshold bands and gaps, the newest readings under the
 * 100-row rule, and the files (PDF, XLSX, the download centre). The query is in the address
 * (`?target&id&start&end&activationEnergy`).
 */
import type { ReactNode } from 'react';
import { useLocaleState, useTranslate } from 'ra-core';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import type { PageProps } from '../../framework';
import { downloadErrorText } from '../../framework/downloads';
import {
  CompletenessTable,
  CoverageWarning,
  excursionsOf,
  ExcursionListTable,
  ExcursionSummaryTable,
  formatMoment,
  ReportSummary,
  ThresholdChart,
} from '../../framework/report';
import { useSession } from '../../framework/useSession';
import type { DeviceReport, TemperatureReport } from '../../lib/reports';
import { LogQueryBar } from './LogQueryBar';
import { ReportActions } from './ReportActions';
import { ReportRowsTable } from './ReportRowsTable';
import { useReportFiles } from './useReportFiles';
import { useTemperatureLogQuery } from './useTemperatureLogQuery';
import { useTemperatureReport } from './useTemperatureReport';

const T = 'app.pages.temperatureLog';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardContent sx={{ minWidth: 0 }}>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

function DeviceCharts({ device, report }: { device: DeviceReport; report: TemperatureReport }) {
  const translate = useTranslate();
  const theme = useTheme();
  const t = device.thresholds;
  return (
    <Stack spacing={1} data-testid={`charts-${device.deviceId}`}>
      <Typography variant="subtitle1" component="h3">{`${device.number} ${device.name}`}</Typography>
      <ThresholdChart
        title={translate('reportFile.fields.temperature')}
        points={device.chart.temperature}
        band={{ min: t.temperatureMin, max: t.temperatureMax }}
        excursions={excursionsOf(device.excursions, 'temperature')}
        gaps={device.gaps}
        range={report}
        color={theme.palette.error.main}
      />
      {device.humidity ? (
        <ThresholdChart
          title={translate('reportFile.fields.humidity')}
          points={device.chart.humidity}
          band={{ min: t.humidityMin, max: t.humidityMax }}
          excursions={excursionsOf(device.excursions, 'humidity')}
          gaps={device.gaps}
          range={report}
          color={theme.palette.info.main}
          height={160}
        />
      ) : null}
    </Stack>
  );
}

function Heading({ report }: { report: TemperatureReport }) {
  const translate = useTranslate();
  const [locale = 'en'] = useLocaleState();
  const s = report.subject;
  const parts = [
    `${translate(`reportFile.targets.${s.target}`)} ${s.label}`,
    s.plate ? `${translate('reportFile.plate')} ${s.plate}` : '',
    s.consignor ? `${translate('reportFile.consignor')} ${s.consignor}` : '',
    s.consignee ? `${translate('reportFile.consignee')} ${s.consignee}` : '',
    [s.companyName, s.organizationName].filter(Boolean).join(' · '),
    `${formatMoment(report.start, locale)} – ${formatMoment(report.end, locale)}`,
    `${translate('reportFile.activationEnergy')} ${report.activationEnergy / 1000} kJ/mol`,
  ];
  return (
    <Typography variant="body2" sx={{ color: 'text.secondary', display: 'flex', flexWrap: 'wrap', columnGap: 2 }} data-testid="report-subject">
      {parts.filter(Boolean).map((part) => (
        <span key={part}>{part}</span>
      ))}
    </Typography>
  );
}

export function TemperatureLogPage(_props: Partial<PageProps>) {
  const translate = useTranslate();
  const query = useTemperatureLogQuery();
  const answer = useTemperatureReport(query.request);
  const report = query.request ? answer.data : undefined;
  const files = useReportFiles(query.request, report);
  const showWarnings = useSession((s) => s.ShowReportWarningInfo);

  return (
    <Stack spacing={2} sx={{ p: { xs: 1, sm: 2 }, minWidth: 0 }}>
      <Card>
        <CardContent>
          <LogQueryBar model={query} {...(report ? { knownLabel: report.subject.label } : {})} />
        </CardContent>
      </Card>
      {query.id === null ? (
        <Typography sx={{ color: 'text.secondary', textAlign: 'center', py: 4 }}>{translate(`${T}.choose`)}</Typography>
      ) : answer.error && !answer.isFetching ? (
        <Alert severity="error">{downloadErrorText(answer.error, translate, `${T}.failed`)}</Alert>
      ) : !report ? (
        query.request ? (
          <LinearProgress aria-label={translate('ra.page.loading')} />
        ) : null
      ) : (
        <>
          {answer.isFetching ? <LinearProgress aria-label={translate('ra.page.loading')} /> : null}
          <Section title={translate('reportFile.summary.title')}>
            <Stack spacing={1.5}>
              <Heading report={report} />
              <CoverageWarning report={report} />
              <ReportActions files={files} disabled={answer.isFetching} />
              {report.devices.length ? (
                <ReportSummary devices={report.devices} />
              ) : (
                <Typography sx={{ color: 'text.secondary' }}>{translate('reportFile.noDevices')}</Typography>
              )}
            </Stack>
          </Section>
          {report.devices.length ? (
            <Section title={translate('reportFile.completeness.title')}>
              <CompletenessTable report={report} />
            </Section>
          ) : null}
          {showWarnings && report.devices.length ? (
            <Section title={translate('reportFile.excursionSummary.title')}>
              <Stack spacing={2}>
                <ExcursionSummaryTable devices={report.devices} />
                <Typography variant="subtitle1" component="h3">
                  {translate('reportFile.excursions.title')}
                </Typography>
                <ExcursionListTable devices={report.devices} />
              </Stack>
            </Section>
          ) : null}
          {report.devices.length ? (
            <Section title={translate(`${T}.chartTitle`)}>
              <Stack spacing={3}>
                {report.devices.map((device) => (
                  <DeviceCharts key={device.deviceId} device={device} report={report} />
                ))}
              </Stack>
            </Section>
          ) : null}
          <Section title={translate(`${T}.tableTitle`)}>
            <ReportRowsTable report={report} />
          </Section>
        </>
      )}
    </Stack>
  );
}
