import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { BaseMap, FitBounds, FlyTo, MapLegend, PointLayer } from '../../framework/map';
import { AssetReadings } from './AssetReadings';
import { AssetList, RoleFilter } from './AssetList';
import { ASSET_STATE_COLORS, ASSET_STATES } from './assetState';
import { PageStatus } from './PageStatus';
import { SiteLayout } from './SiteLayout';
import { useMapMonitor } from './useMapMonitor';

const KEY = 'app.pages.mapSites.monitor';

/** /map/monitor: cold stores, cold boxes and refrigerator cabinets at their sites, with their current readings. */
export function MapMonitorPage() {
  const translate = useTranslate();
  const model = useMapMonitor();
  const legend = ASSET_STATES.map((state) => ({ color: ASSET_STATE_COLORS[state], label: translate(`${KEY}.states.${state}`), count: model.counts[state] }));

  return (
    <SiteLayout
      titleId="map-monitor-title"
      title={translate(`${KEY}.title`)}
      toolbar={<RoleFilter role={model.role} onChange={model.setRole} />}
      status={<PageStatus state={model.state} testId="map-monitor" />}
      map={
        <BaseMap label={translate(`${KEY}.mapLabel`)} height="min(65vh, 640px)">
          <PointLayer
            points={model.points}
            radius={9}
            popupId={model.openSite}
            onSelect={(id) => model.setOpenSite(Number(id))}
            onPopupClose={() => model.setOpenSite(null)}
            renderPopup={(id) => {
              const site = model.sites.find((s) => s.organizationId === Number(id));
              if (!site) return null;
              return (
                <Box data-testid={`asset-site-popup-${site.organizationId}`} sx={{ minWidth: 220, maxHeight: 200, overflowY: 'auto', display: 'grid', gap: 1 }}>
                  <Typography variant="subtitle1" component="p">
                    {site.name}
                  </Typography>
                  {site.assets.map((asset) => (
                    <AssetReadings key={asset.id} asset={asset} />
                  ))}
                </Box>
              );
            }}
          />
          <FitBounds points={model.sites} fitKey={model.role ?? 'all'} maxZoom={12} />
          <FlyTo target={model.flight?.target ?? null} flightKey={model.flight?.key} />
        </BaseMap>
      }
      legend={<MapLegend items={legend} title={translate(`${KEY}.legend`)} />}
      side={model.state.status === 'ready' ? <AssetList model={model} /> : null}
    />
  );
}
