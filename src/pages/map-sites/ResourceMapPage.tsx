import { useRef } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { BaseMap, FitBounds, FlyTo, MapLegend, PinMarker, type LatLng } from '../../framework/map';
import type { PageProps } from '../../framework';
import { MoveDialog } from './MoveDialog';
import { PageStatus } from './PageStatus';
import { PlacePicker } from './PlacePicker';
import { ResourceList } from './ResourceList';
import { SiteLayout } from './SiteLayout';
import { useResourceMap } from './useResourceMap';

const KEY = 'app.pages.mapSites.resource';
const ORGANIZATION = '#1565c0';
const WITH_STORES = '#00838f';
const NEW_PLACE = '#ef6c00';

/** /map/resource: the organizations and their cold stores; with the edit action, drag a marker (or place one) to set a location. */
export function ResourceMapPage({ name }: Pick<PageProps, 'name'>) {
  const translate = useTranslate();
  const model = useResourceMap(name);
  const { edit } = model;
  const center = useRef<(() => LatLng) | null>(null);
  const busy = edit.pending !== null || edit.placing !== null;
  const legend = [
    { color: ORGANIZATION, label: translate(`${KEY}.legendOrganization`) },
    { color: WITH_STORES, label: translate(`${KEY}.legendStores`) },
  ];

  return (
    <SiteLayout
      titleId="map-resource-title"
      title={translate(`${KEY}.title`)}
      toolbar={
        edit.placing ? (
          <Alert
            severity="info"
            data-testid="resource-placing"
            sx={{ mb: 1 }}
            action={
              <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                <Button color="inherit" size="small" onClick={() => center.current && edit.pick(center.current())} data-testid="resource-place-center">
                  {translate(`${KEY}.placeAtCenter`)}
                </Button>
                <Button color="inherit" size="small" onClick={edit.cancel}>
                  {translate('ra.action.cancel')}
                </Button>
              </Box>
            }
          >
            {translate(`${KEY}.placing`, { name: edit.placing.name })}
          </Alert>
        ) : model.canEdit ? (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} data-testid="resource-edit-hint">
            {translate(`${KEY}.editHint`)}
          </Typography>
        ) : null
      }
      status={<PageStatus state={model.state} testId="map-resource" />}
      map={
        <BaseMap label={translate(`${KEY}.mapLabel`)} height="min(65vh, 640px)">
          {model.placed.map((site) => {
            const stores = model.storesOf(site.organizationId);
            return (
              <PinMarker
                key={`${site.organizationId}-${edit.revision}`}
                position={site}
                color={stores.length ? WITH_STORES : ORGANIZATION}
                label={site.name}
                draggable={model.canEdit && !busy}
                onMove={(stored) => edit.drop(site, stored)}
                popup={
                  <Box data-testid={`resource-popup-${site.organizationId}`}>
                    <Typography variant="subtitle2" component="p">
                      {site.name}
                    </Typography>
                    {stores.length ? <Typography variant="body2">{translate(`${KEY}.coldStores`, { smart_count: stores.length, names: stores.join(', ') })}</Typography> : null}
                  </Box>
                }
              />
            );
          })}
          {edit.pending?.picked ? <PinMarker key="new-place" position={edit.pending.to} color={NEW_PLACE} label={edit.pending.name} /> : null}
          <PlacePicker active={edit.placing !== null} onPick={edit.pick} centerRef={center} />
          <FitBounds points={model.placed} maxZoom={12} />
          <FlyTo target={model.flight?.target ?? null} flightKey={model.flight?.key} />
        </BaseMap>
      }
      legend={<MapLegend items={legend} title={translate(`${KEY}.legend`)} />}
      side={
        <>
          {model.state.status === 'ready' ? <ResourceList model={model} /> : null}
          <MoveDialog pending={edit.pending} saving={edit.saving} onCancel={edit.cancel} onConfirm={edit.confirm} />
        </>
      }
    />
  );
}
