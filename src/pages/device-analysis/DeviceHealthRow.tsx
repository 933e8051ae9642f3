import { useTranslate } from 'ra-core';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { AnalysedDevice } from '../../lib/deviceAnalysis';

const fixed = (value: number, digits = 1) => value.toFixed(digits);

/** A duration in days and hours, or hours and minutes. */
function duration(seconds: number): string {
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  return days ? `${days}d ${hours}h` : `${hours}h ${minutes}m`;
}

/** One device of the ranked list. */
export function DeviceHealthRow({ device, canEdit, onEdit }: { device: AnalysedDevice; canEdit: boolean; onEdit: (device: AnalysedDevice) => void }) {
  const translate = useTranslate();
  const { gaps, battery, signal, excursions } = device;
  const none = translate('switches.analysis.noData');
  return (
    <TableRow data-testid="analysis-row" sx={{ verticalAlign: 'top' }}>
      <TableCell>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {device.number}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {device.name} · {device.organizationName}
        </Typography>
      </TableCell>
      <TableCell data-testid="analysis-score">{device.score}</TableCell>
      <TableCell>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
          {device.reasons.map((reason) => (
            <Chip key={reason} size="small" color={reason === 'batteryAge' || reason === 'lowBattery' || reason === 'offline' || reason === 'noData' ? 'error' : 'warning'} label={translate(`switches.analysis.reason.${reason}`)} />
          ))}
        </Stack>
      </TableCell>
      <TableCell>
        <Typography variant="body2">{fixed(gaps.coveragePct)}%</Typography>
        <Typography variant="caption" color="text.secondary" component="div">
          {translate('switches.analysis.gapSummary', { smart_count: gaps.gapCount, duration: duration(gaps.gapSeconds) })}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="div">
          {translate('switches.analysis.received', { received: gaps.received, expected: gaps.expected })}
        </Typography>
      </TableCell>
      <TableCell>
        <Typography variant="body2">{battery.latest === null ? none : `${battery.latest}%`}</Typography>
        {battery.trendPerDay !== null ? (
          <Typography variant="caption" color="text.secondary" component="div">
            {translate('switches.analysis.trend', { value: fixed(battery.trendPerDay, 2) })}
            {battery.daysToLow !== null ? ` · ${translate('switches.analysis.daysToLow', { days: Math.round(battery.daysToLow) })}` : ''}
          </Typography>
        ) : null}
        <Typography variant="caption" color={battery.replace ? 'error' : 'text.secondary'} component="div">
          {battery.ageDays === null ? translate('switches.analysis.ageUnknown') : translate('switches.analysis.age', { days: Math.floor(battery.ageDays) })}
        </Typography>
        {canEdit ? (
          <Button size="small" onClick={() => onEdit(device)}>
            {translate('switches.analysis.recordBattery')}
          </Button>
        ) : null}
      </TableCell>
      <TableCell>
        {signal.mean === null ? none : translate('switches.analysis.signalSummary', { mean: fixed(signal.mean, 0), weak: fixed(signal.weakSharePct ?? 0, 0) })}
      </TableCell>
      <TableCell>
        {excursions.temperature + excursions.humidity}
        <Typography variant="caption" color="text.secondary" component="div">
          {translate('switches.analysis.perWeek', { value: fixed(excursions.perWeek) })}
        </Typography>
      </TableCell>
    </TableRow>
  );
}
