import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { BaseMap, FitBounds, MapLegend, PointLayer } from '../../framework/map';
import { FigureList } from './FigureList';
import { PageStatus } from './PageStatus';
import { RegionTable } from './RegionTable';
import { SITE_TIERS, TIER_COLORS } from './siteStyle';
import { SiteLayout } from './SiteLayout';
import { useDataOverview } from './useDataOverview';

const KEY = 'app.pages.mapSites';

/** /map/dataoverview: the organizations on the map coloured by open alarms, the region summary beside it. */
export function DataOverviewPage() {
  const translate = useTranslate();
  const model = useDataOverview();
  const legend = SITE_TIERS.map((tier) => ({ color: TIER_COLORS[tier], label: translate(`${KEY}.overview.tiers.${tier}`) }));

  return (
    <SiteLayout
      titleId="map-dataoverview-title"
      title={translate(`${KEY}.overview.title`)}
      status={<PageStatus state={model.state} testId="map-dataoverview" />}
      map={
        <BaseMap label={translate(`${KEY}.overview.mapLabel`)} height="min(65vh, 640px)">
          <PointLayer
            points={model.points}
            radius={9}
            renderPopup={(id) => {
              const site = model.siteOf(Number(id));
              if (!site) return null;
              return (
                <Box data-testid={`site-popup-${site.organizationId}`} sx={{ minWidth: 180 }}>
                  <Typography variant="subtitle2" component="p" sx={{ mb: 0.5 }}>
                    {site.name}
                  </Typography>
                  <FigureList figures={site} stores={site.stores} />
                </Box>
              );
            }}
          />
          <FitBounds points={model.fitPoints} fitKey={model.region ?? 'all'} maxZoom={12} />
        </BaseMap>
      }
      legend={<MapLegend items={legend} title={translate(`${KEY}.overview.legend`)} />}
      side={
        model.state.status === 'ready' ? (
          <>
            <Typography variant="subtitle1" component="h2" sx={{ mb: 1 }}>
              {translate(`${KEY}.overview.regions`)}
            </Typography>
            {model.state.data.sites.length === 0 ? (
              <Typography data-testid="map-dataoverview-empty" color="text.secondary">
                {translate(`${KEY}.overview.empty`)}
              </Typography>
            ) : (
              <RegionTable rows={model.rows} selected={model.region} onSelect={model.selectRegion} />
            )}
            {model.unplaced.length > 0 ? (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }} data-testid="map-dataoverview-unplaced">
                {translate(`${KEY}.unplacedCount`, { smart_count: model.unplaced.length })}
              </Typography>
            ) : null}
          </>
        ) : null
      }
    />
  );
}
