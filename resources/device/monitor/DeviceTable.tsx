import type { ReactNode } from 'react';
import { useLocaleState, useTranslate } from 'ra-core';
import { Link as RouterLink } from 'react-router-dom';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { LOW_BATTERY_PERCENT, type MonitorRow } from '../../../src/lib/readings';
import { formatReading } from '../live/formatReading';
import { JudgedValue } from '../live/JudgedValue';
import { LastSeen } from '../live/LastSeen';
import { StateChip } from '../live/StateChip';

export interface ExtraColumn {
  key: string;
  label: string;
  cell(row: MonitorRow): ReactNode;
}

interface Props {
  rows: MonitorRow[];
  now: number;
  linkOf(row: MonitorRow): string | undefined;
  extraColumns?: readonly ExtraColumn[];
}

/** The monitor as a dense table: one row per device, the name its link to the detail page. */
export function DeviceTable({ rows, now, linkOf, extraColumns = [] }: Props) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const head = (key: string) => translate(`resources.device.monitor.columns.${key}`);
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={translate('resources.device.monitor.tableLabel')}>
        <TableHead>
          <TableRow>
            <TableCell>{head('name')}</TableCell>
            <TableCell>{head('number')}</TableCell>
            <TableCell>{head('state')}</TableCell>
            <TableCell align="right">{head('temperature')}</TableCell>
            <TableCell align="right">{head('humidity')}</TableCell>
            {extraColumns.map((column) => (
              <TableCell key={column.key}>{column.label}</TableCell>
            ))}
            <TableCell align="right">{head('battery')}</TableCell>
            <TableCell align="right">{head('signal')}</TableCell>
            <TableCell>{head('lastSeen')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => {
            const to = linkOf(row);
            const { thresholds: t, reading } = row;
            const battery = reading?.battery ?? null;
            return (
              <TableRow key={row.id} data-testid={`device-row-${row.id}`} data-state={row.state} hover>
                <TableCell>
                  {to ? (
                    <Link component={RouterLink} to={to}>
                      {row.name}
                    </Link>
                  ) : (
                    row.name
                  )}
                </TableCell>
                <TableCell sx={{ fontFamily: 'monospace' }}>{row.number}</TableCell>
                <TableCell>
                  <StateChip state={row.state} />
                </TableCell>
                <TableCell align="right" data-channel="temperature">
                  {row.channels.includes('temperature') ? <JudgedValue field="temperature" value={reading?.temperature ?? null} min={t.temperatureMin} max={t.temperatureMax} /> : null}
                </TableCell>
                <TableCell align="right" data-channel="humidity">
                  {row.channels.includes('humidity') ? <JudgedValue field="humidity" value={reading?.humidity ?? null} min={t.humidityMin} max={t.humidityMax} /> : null}
                </TableCell>
                {extraColumns.map((column) => (
                  <TableCell key={column.key}>{column.cell(row)}</TableCell>
                ))}
                <TableCell align="right" sx={battery !== null && battery <= LOW_BATTERY_PERCENT ? { color: 'warning.main' } : undefined}>
                  {row.channels.includes('battery') && battery !== null ? formatReading('battery', battery, locale) : null}
                </TableCell>
                <TableCell align="right">{row.channels.includes('signal') && reading?.signal != null ? formatReading('signal', reading.signal, locale) : null}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <LastSeen at={row.lastSeen} now={now} />
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
