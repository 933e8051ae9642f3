import { useState } from 'react';
import { useLocaleState, useTranslate } from 'ra-core';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { errorMessage } from '../../../src/api';
import type { PageProps } from '../../../src/framework';
import { LoadError } from '../../../src/components/LoadError';
import type { AssetStatistics } from '../../../src/lib/assetHistory';
import { OrganizationSelect, RoleSelect } from '../AssetFilters';
import { BarFigure } from '../charts/BarFigure';
import { FigureCard } from '../charts/FigureCard';
import { CountTable } from '../../../src/framework/chart/CountTable';
import { organizationRows, roleRows, sourceRows, statusRows, type CountRow } from './figureRows';
import type { AssetStatisticsFilters } from './statisticsApi';
import { useAssetStatistics } from './useAssetStatistics';

const K = 'resources.asset.statistics';

function Figures({ figures }: { figures: AssetStatistics }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const format = new Intl.NumberFormat(locale);
  const section = (id: string, keyHeader: string, rows: CountRow[]) => {
    const title = translate(`${K}.sections.${id}`);
    return (
      <FigureCard
        key={id}
        id={id}
        title={title}
        chart={<BarFigure rows={rows.map((row) => ({ id: row.id, label: row.label, value: row.count }))} format={(value) => format.format(value)} />}
        table={<CountTable rows={rows} total={figures.total} keyHeader={keyHeader} caption={title} messages="resources.asset.statistics" />}
      />
    );
  };
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' } }}>
      {section('byRole', 'role', roleRows(translate, figures))}
      {section('byStatus', 'status', statusRows(translate, figures))}
      {section('byPurchaseSource', 'purchaseSource', sourceRows(translate, figures))}
      {section('byOrganization', 'organization', organizationRows(translate, figures))}
    </Box>
  );
}

/** /asset/statistics: the company's assets by kind, status, purchase source and organization; each chart with its table. */
export function AssetStatisticsPage(_props: PageProps) {
  const translate = useTranslate();
  const [filters, setFilters] = useState<AssetStatisticsFilters>({});
  const result = useAssetStatistics(filters);
  const figures = result.status === 'ready' ? result.figures : undefined;
  return (
    <Box component="section" aria-labelledby="asset-statistics-title" sx={{ p: { xs: 1.5, sm: 2 }, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: 1 }}>
        <Typography id="asset-statistics-title" variant="h5" component="h1">
          {translate(`${K}.title`)}
        </Typography>
        {figures ? (
          <Typography variant="body2" color="text.secondary" role="status" data-testid="asset-statistics-total">
            {translate(`${K}.total`, { smart_count: figures.total })}
          </Typography>
        ) : null}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        <OrganizationSelect
          label={translate(`${K}.filters.organization`)}
          allLabel={translate(`${K}.filters.all`)}
          value={filters.organizationId}
          onChange={(organizationId) => setFilters((current) => ({ ...current, organizationId }))}
        />
        <RoleSelect label={translate(`${K}.filters.role`)} allLabel={translate(`${K}.filters.all`)} value={filters.role} onChange={(role) => setFilters((current) => ({ ...current, role }))} />
      </Box>
      {result.status === 'loading' ? <LinearProgress aria-label={translate('ra.page.loading')} /> : null}
      {result.status === 'error' ? <LoadError onRetry={result.retry}>{translate(errorMessage(result.error, `${K}.loadFailed`))}</LoadError> : null}
      {figures && figures.total === 0 ? <Typography color="text.secondary">{translate(`${K}.empty`)}</Typography> : null}
      {figures && figures.total > 0 ? <Figures figures={figures} /> : null}
    </Box>
  );
}
