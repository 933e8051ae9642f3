import { useTranslate } from 'ra-core';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { errorMessage } from '../../../src/api';
import type { DeviceStatistics } from '../../../src/lib/fleet';
import type { PageProps } from '../../../src/framework';
import { OrganizationFilter } from '../monitor/OrganizationFilter';
import { CountChart } from './CountChart';
import { CountTable } from '../../../src/framework/chart/CountTable';
import { FigureSection } from './FigureSection';
import { batteryRows, modelRows, organizationRows, stateRows, typeRows, type FigureRow } from './figureRows';
import { OnlineRateChart, OnlineRateTable } from './OnlineRate';
import { useDeviceStatistics } from './useDeviceStatistics';
import { useStatisticsAddress } from './useStatisticsAddress';
import { LoadError } from '../../../src/components/LoadError';

const K = 'resources.device.statistics';

function Figures({ figures }: { figures: DeviceStatistics }) {
  const translate = useTranslate();
  const section = (id: string, keyHeader: string, rows: FigureRow[]) => {
    const title = translate(`${K}.sections.${id}`);
    return (
      <FigureSection
        key={id}
        id={id}
        title={title}
        chart={<CountChart rows={rows} />}
        table={<CountTable rows={rows} total={figures.total} keyHeader={keyHeader} caption={title} messages="resources.device.statistics" />}
      />
    );
  };
  const rateTitle = translate(`${K}.sections.onlineRate`);
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' } }}>
      {section('byState', 'state', stateRows(translate, figures))}
      {section('battery', 'bucket', batteryRows(translate, figures))}
      <FigureSection
        id="onlineRate"
        wide
        title={rateTitle}
        note={translate(`${K}.onlineRateNote`)}
        chart={<OnlineRateChart days={figures.onlineRate} />}
        table={<OnlineRateTable days={figures.onlineRate} caption={rateTitle} />}
      />
      {section('byType', 'type', typeRows(translate, figures))}
      {section('byModel', 'model', modelRows(figures))}
      {section('byOrganization', 'organization', organizationRows(translate, figures))}
    </Box>
  );
}

/** /device/statistics: counts by state, battery, type, model and organization, and the online rate of the last 30 days; each chart with its table. */
export function StatisticsPage(_props: PageProps) {
  const translate = useTranslate();
  const address = useStatisticsAddress();
  const result = useDeviceStatistics(address.filters);
  const figures = result.status === 'ready' ? result.figures : undefined;
  return (
    <Box component="section" aria-labelledby="statistics-title" sx={{ p: { xs: 1.5, sm: 2 }, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: 1 }}>
        <Typography id="statistics-title" variant="h5" component="h1">
          {translate(`${K}.title`)}
        </Typography>
        {figures ? (
          <Typography variant="body2" color="text.secondary" role="status" data-testid="statistics-total">
            {translate(`${K}.total`, { smart_count: figures.total })}
          </Typography>
        ) : null}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        <OrganizationFilter value={address.filters.organizationId} onChange={(organizationId) => address.setFilters({ organizationId })} />
        <TextField
          select
          size="small"
          label={translate('resources.device.stateList.filters.type')}
          value={address.filters.type ?? ''}
          onChange={(event) => address.setFilters({ type: event.target.value || undefined })}
          sx={{ minWidth: 180, flex: { xs: '1 1 100%', sm: '0 1 auto' } }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">{translate('resources.device.stateList.filters.allTypes')}</MenuItem>
          {address.types.map((type) => (
            <MenuItem key={type} value={type}>
              {translate(`enums.deviceType.${type}`, { _: type })}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {result.status === 'loading' || (result.status === 'ready' && result.fetching) ? <LinearProgress aria-label={translate(`${K}.loading`)} /> : null}
      {result.status === 'error' ? (
        <LoadError testId="statistics-error" onRetry={result.retry}>
          {translate(errorMessage(result.error, `${K}.loadFailed`))}
        </LoadError>
      ) : null}
      {figures && figures.total === 0 ? (
        <Typography data-testid="statistics-empty" color="text.secondary">
          {translate(`${K}.empty`)}
        </Typography>
      ) : null}
      {figures && figures.total > 0 ? <Figures figures={figures} /> : null}
    </Box>
  );
}
