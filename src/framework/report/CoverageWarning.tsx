/**
 * The coverage warning of a report (issue 26 §2): shown when too little of the range has data
 * (REPORT_COVERAGE_WARNING_PCT, stated in the report), for the whole report or for a device.
 */
import { useTranslate } from 'ra-core';
import Alert from '@mui/material/Alert';
import type { TemperatureReport } from '../../lib/reports';
import { formatPercent } from './reportFormat';

export function CoverageWarning({ report }: { report: TemperatureReport }) {
  const translate = useTranslate();
  if (!report.coverageWarning) return null;
  const threshold = `${report.coverageWarningPct} %`;
  const whole = report.completeness.coveragePct;
  const below = report.devices.filter((d) => d.completeness.coveragePct !== null && d.completeness.coveragePct < report.coverageWarningPct);
  const text =
    whole !== null && whole < report.coverageWarningPct
      ? translate('reportFile.completeness.warning', { coverage: formatPercent(whole), threshold })
      : translate('reportFile.completeness.warningDevices', {
          devices: below.map((d) => `${d.number} (${formatPercent(d.completeness.coveragePct)})`).join(', '),
          threshold,
        });
  return (
    <Alert severity="warning" data-testid="coverage-warning">
      {text}
    </Alert>
  );
}
