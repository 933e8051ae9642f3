import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useI18nProvider, useTranslate } from 'ra-core';
import type { OverviewSite } from '../../lib/maps';
import { formatCoordinate } from './formatReading';
import type { ResourceMapModel } from './useResourceMap';

const KEY = 'app.pages.mapSites.resource';

function Row({ site, model }: { site: OverviewSite; model: ResourceMapModel }) {
  const translate = useTranslate();
  const locale = useI18nProvider().getLocale();
  const placed = site.lat !== null && site.lng !== null;
  const stores = model.storesOf(site.organizationId);
  const busy = model.edit.pending !== null || model.edit.placing !== null;
  return (
    <Box component="li" data-testid={`resource-row-${site.organizationId}`} sx={{ py: 1, borderBottom: 1, borderColor: 'divider', display: 'flex', gap: 1, alignItems: 'flex-start' }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        {placed ? (
          <Button size="small" onClick={() => model.show(site)} sx={{ textTransform: 'none', p: 0, minWidth: 0, textAlign: 'left' }} title={translate(`${KEY}.showOnMap`, { name: site.name })}>
            {site.name}
          </Button>
        ) : (
          <Typography variant="body2" component="span" sx={{ fontWeight: 500 }}>
            {site.name}
          </Typography>
        )}
        <Typography variant="caption" color="text.secondary" component="p">
          {placed ? `${formatCoordinate(site.lat!, locale)}, ${formatCoordinate(site.lng!, locale)}` : translate(`${KEY}.noLocation`)}
        </Typography>
        {stores.length ? (
          <Typography variant="caption" component="p">
            {translate(`${KEY}.coldStores`, { smart_count: stores.length, names: stores.join(', ') })}
          </Typography>
        ) : null}
      </Box>
      {model.canEdit ? (
        <Button size="small" variant="outlined" disabled={busy} onClick={() => model.edit.startPlacing(site)} data-testid={`resource-place-${site.organizationId}`}>
          {translate(placed ? `${KEY}.move` : `${KEY}.place`)}
        </Button>
      ) : null}
    </Box>
  );
}

/** Beside the resources map: the organizations without a location first (to place), then those on the map. */
export function ResourceList({ model }: { model: ResourceMapModel }) {
  const translate = useTranslate();
  const list = (sites: readonly OverviewSite[], testId: string) => (
    <Box component="ul" data-testid={testId} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {sites.map((site) => (
        <Row key={site.organizationId} site={site} model={model} />
      ))}
    </Box>
  );
  if (!model.placed.length && !model.unplaced.length)
    return (
      <Typography data-testid="resource-empty" color="text.secondary">
        {translate(`${KEY}.empty`)}
      </Typography>
    );
  return (
    <Box>
      {model.unplaced.length ? (
        <Box component="section" aria-labelledby="resource-unplaced-title" sx={{ mb: 2 }}>
          <Typography id="resource-unplaced-title" variant="subtitle1" component="h2">
            {translate(`${KEY}.unplaced`, { smart_count: model.unplaced.length })}
          </Typography>
          {list(model.unplaced, 'resource-unplaced')}
        </Box>
      ) : null}
      <Box component="section" aria-labelledby="resource-placed-title">
        <Typography id="resource-placed-title" variant="subtitle1" component="h2">
          {translate(`${KEY}.placed`, { smart_count: model.placed.length })}
        </Typography>
        {list(model.placed, 'resource-placed')}
      </Box>
    </Box>
  );
}
