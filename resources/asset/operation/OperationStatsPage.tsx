import { useState } from 'react';
import { useLocaleState, useTranslate } from 'ra-core';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { errorMessage } from '../../../src/api';
import type { PageProps } from '../../../src/framework';
import { LoadError } from '../../../src/components/LoadError';
import type { OperationStatistics } from '../../../src/lib/assetHistory';
import { OrganizationSelect, RoleSelect } from '../AssetFilters';
import { BarFigure } from '../charts/BarFigure';
import { FigureCard } from '../charts/FigureCard';
import { localDay, type OperationFilters } from './operationApi';
import { useOperationStatistics } from './useOperationStatistics';

const K = 'resources.asset.operation';

function initialFilters(): OperationFilters {
  const today = new Date();
  const first = new Date(today);
  first.setDate(first.getDate() - 29);
  return { from: localDay(first), to: localDay(today) };
}

function Figures({ figures }: { figures: OperationStatistics }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  const hours = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const title = translate(`${K}.chartTitle`);
  const rows = figures.assets.map((asset) => ({ id: String(asset.assetId), label: asset.name, value: asset.share }));
  const table = (
    <Table size="small" aria-label={title}>
      <TableHead>
        <TableRow>
          {['asset', 'code', 'role'].map((column) => (
            <TableCell key={column} scope="col">
              {translate(`${K}.columns.${column}`)}
            </TableCell>
          ))}
          <TableCell scope="col" align="right">
            {translate(`${K}.columns.busy`)}
          </TableCell>
          <TableCell scope="col" align="right">
            {translate(`${K}.columns.share`)}
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {figures.assets.map((asset) => (
          <TableRow key={asset.assetId} data-row={asset.assetId}>
            <TableCell component="th" scope="row">
              {asset.name}
            </TableCell>
            <TableCell>{asset.code}</TableCell>
            <TableCell>{translate(`enums.assetRole.${asset.role}`, { _: String(asset.role) })}</TableCell>
            <TableCell align="right">{hours.format(asset.busySeconds / 3600)}</TableCell>
            <TableCell align="right" data-testid="utilisation">
              {percent.format(asset.share)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
  return <FigureCard id="utilisation" wide title={title} chart={<BarFigure rows={rows} maxValue={1} format={(value) => percent.format(value)} />} table={table} />;
}

/** /asset/operationstats: each asset's utilisation over the chosen days (the definition is on the page), as a chart with its table. */
export function OperationStatsPage(_props: PageProps) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [filters, setFilters] = useState<OperationFilters>(initialFilters);
  const result = useOperationStatistics(filters);
  const figures = result.status === 'ready' ? result.figures : undefined;
  const average = figures && figures.assets.length ? figures.assets.reduce((sum, asset) => sum + asset.share, 0) / figures.assets.length : undefined;
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  const dateField = (name: 'from' | 'to', label: string) => (
    <TextField
      type="date"
      size="small"
      label={label}
      value={filters[name]}
      onChange={(event) => setFilters((current) => ({ ...current, [name]: event.target.value }))}
      error={result.status === 'invalid'}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': `operation-${name}` } }}
      sx={{ flex: { xs: '1 1 40%', sm: '0 1 auto' } }}
    />
  );
  return (
    <Box component="section" aria-labelledby="operation-title" sx={{ p: { xs: 1.5, sm: 2 }, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
      <Typography id="operation-title" variant="h5" component="h1">
        {translate(`${K}.title`)}
      </Typography>
      <Typography variant="body2" color="text.secondary" data-testid="operation-definition">
        {translate(`${K}.definition`)}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        {dateField('from', translate(`${K}.filters.start`))}
        {dateField('to', translate(`${K}.filters.end`))}
        <OrganizationSelect
          label={translate(`${K}.filters.organization`)}
          allLabel={translate(`${K}.filters.all`)}
          value={filters.organizationId}
          onChange={(organizationId) => setFilters((current) => ({ ...current, organizationId }))}
        />
        <RoleSelect label={translate(`${K}.filters.role`)} allLabel={translate(`${K}.filters.all`)} value={filters.role} onChange={(role) => setFilters((current) => ({ ...current, role }))} />
      </Box>
      {result.status === 'invalid' ? <Alert severity="warning">{translate('validation.assetStats.endBeforeStart')}</Alert> : null}
      {result.status === 'loading' ? <LinearProgress aria-label={translate('ra.page.loading')} /> : null}
      {result.status === 'error' ? <LoadError onRetry={result.retry}>{translate(errorMessage(result.error, `${K}.loadFailed`))}</LoadError> : null}
      {average !== undefined && figures ? (
        <Typography role="status" data-testid="operation-average">
          {translate(`${K}.average`, { smart_count: figures.assets.length, share: percent.format(average) })}
        </Typography>
      ) : null}
      {figures && !figures.assets.length ? <Typography color="text.secondary">{translate(`${K}.empty`)}</Typography> : null}
      {figures && figures.assets.length ? <Figures figures={figures} /> : null}
    </Box>
  );
}
