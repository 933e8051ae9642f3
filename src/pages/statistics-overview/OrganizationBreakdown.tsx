/**
 * The overview by organization: a bar chart of each organization's devices and those online (a
 * picture for screen readers), beside a table with every figure (devices, online, open alarms,
 * excursions, time in range). Side by side on a wide screen, one under the other on a phone.
 */
import { useRef } from 'react';
import { useLocaleState, useTranslate } from 'ra-core';
import { Bar } from '@nivo/bar';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import type { StatisticsOverview } from '../../lib/reports';
import { nivoTheme } from '../../framework/chart/nivoTheme';
import { useElementWidth } from '../../framework/chart/useElementWidth';
import { formatPercent } from '../../framework/report/reportFormat';

const K = 'app.pages.statistics.overview.byOrganization';
const ROW_HEIGHT = 32;
type Organization = StatisticsOverview['byOrganization'][number];

function Swatch({ color }: { color: string }) {
  return (
    <Box
      component="span"
      aria-hidden
      sx={{ display: 'inline-block', width: 12, height: 12, borderRadius: '2px', bgcolor: color, mr: 0.5, verticalAlign: 'middle' }}
    />
  );
}

function OrganizationChart({ rows }: { rows: readonly Organization[] }) {
  const translate = useTranslate();
  const theme = useTheme();
  const box = useRef<HTMLDivElement>(null);
  const width = useElementWidth(box);
  const height = 24 + Math.max(1, rows.length) * ROW_HEIGHT;
  // nivo draws a horizontal chart's first row at the bottom
  const data = [...rows].reverse().map((row) => ({ name: row.name, devices: row.devices - row.online, online: row.online }));
  const left = Math.round(Math.max(60, Math.min(width * 0.35, 160)));
  return (
    <Box sx={{ minWidth: 0 }}>
      <Box sx={{ display: 'flex', gap: 2, typography: 'caption', color: 'text.secondary', mb: 0.5 }}>
        <span>
          <Swatch color={theme.palette.success.main} />
          {translate(`${K}.online`)}
        </span>
        <span>
          <Swatch color={theme.palette.grey[400]} />
          {translate(`${K}.offline`)}
        </span>
      </Box>
      <Box ref={box} aria-hidden sx={{ minWidth: 0, height }} data-testid="overview-organization-chart">
        {width > 0 ? (
          <Bar
            width={width}
            height={height}
            data={data}
            keys={['online', 'devices']}
            indexBy="name"
            layout="horizontal"
            margin={{ top: 4, right: 16, bottom: 20, left }}
            padding={0.3}
            colors={[theme.palette.success.main, theme.palette.grey[400]]}
            theme={nivoTheme(theme)}
            axisLeft={{ tickSize: 0, tickPadding: 6, format: (label) => (String(label).length > 12 ? `${String(label).slice(0, 11)}…` : String(label)) }}
            axisBottom={{ tickSize: 0, tickValues: 4 }}
            enableGridY={false}
            enableLabel={false}
            legends={[]}
            isInteractive={false}
            animate={false}
          />
        ) : null}
      </Box>
    </Box>
  );
}

export function OrganizationBreakdown({ rows }: { rows: readonly Organization[] }) {
  const translate = useTranslate();
  const [locale = 'en'] = useLocaleState();
  const number = new Intl.NumberFormat(locale);
  const caption = translate(`${K}.title`);
  return (
    <Box component="section" aria-labelledby="overview-by-organization" sx={{ mt: 3 }}>
      <Typography id="overview-by-organization" variant="h6" component="h2" sx={{ mb: 1 }}>
        {caption}
      </Typography>
      {rows.length === 0 ? (
        <Typography color="text.secondary">{translate(`${K}.empty`)}</Typography>
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(0, 3fr)' }, alignItems: 'start' }}>
          <OrganizationChart rows={rows} />
          <Box tabIndex={0} role="region" aria-label={caption} sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label={caption} data-testid="overview-organization-table">
              <TableHead>
                <TableRow>
                  {['name', 'devices', 'online', 'openAlarms', 'excursions', 'timeInRange'].map((column, i) => (
                    <TableCell key={column} scope="col" align={i === 0 ? 'left' : 'right'}>
                      {translate(`${K}.columns.${column}`)}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((row) => (
                  <TableRow key={row.organizationId}>
                    <TableCell component="th" scope="row">
                      {row.name}
                    </TableCell>
                    <TableCell align="right">{number.format(row.devices)}</TableCell>
                    <TableCell align="right">{number.format(row.online)}</TableCell>
                    <TableCell align="right">{number.format(row.openAlarms)}</TableCell>
                    <TableCell align="right">{number.format(row.excursions)}</TableCell>
                    <TableCell align="right">{formatPercent(row.timeInRangePct)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        </Box>
      )}
    </Box>
  );
}
