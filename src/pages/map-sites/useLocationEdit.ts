/**
 * Setting an organization's location on the resources map (issue 14 §2 "Resources"): a marker
 * dropped (already WGS-84: PinMarker converts), or a point picked on the map in the map's own
 * system (converted here with useToStored), becomes a pending move; the dialog shows it, and
 * confirming stores it through the organization resource's own update (react-admin's useUpdate,
 * PUT /organization/:id, which sends only what changed: longitude and latitude). Cancelling, or a
 * refused update, puts the markers back (`revision` remounts them at their stored places).
 */
import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNotify, useUpdate } from 'ra-core';
import type { LatLng } from '../../lib/geo';
import { useToStored } from '../../framework/map';
import { OVERVIEW_KEY } from './useOverview';

/** Six decimals of a degree: about 0.1 m, finer than any map shows and than the schema needs. */
const roundDegrees = (value: number) => Math.round(value * 1e6) / 1e6;

export interface Locatable {
  organizationId: number;
  name: string;
  lat: number | null;
  lng: number | null;
}

export interface PendingMove {
  organizationId: number;
  name: string;
  /** WGS-84; null: the organization had no location */
  from: LatLng | null;
  to: LatLng;
  /** picked on the map (not dragged): no marker stands at `to` yet */
  picked: boolean;
}

export interface LocationEdit {
  /** the organization waiting for a point on the map */
  placing: Locatable | null;
  pending: PendingMove | null;
  saving: boolean;
  /** changes whenever the markers must go back to their stored places */
  revision: number;
  /** a marker dropped at this stored (WGS-84) position */
  drop(site: Locatable, stored: LatLng): void;
  startPlacing(site: Locatable): void;
  /** a point picked on the map, in the map's system (what Leaflet gives) */
  pick(shown: LatLng): void;
  cancel(): void;
  confirm(): void;
}

export function useLocationEdit(): LocationEdit {
  const toStored = useToStored();
  const notify = useNotify();
  const client = useQueryClient();
  const [update, { isPending }] = useUpdate();
  const [placing, setPlacing] = useState<Locatable | null>(null);
  const [pending, setPending] = useState<PendingMove | null>(null);
  const [revision, setRevision] = useState(0);
  const putBack = useCallback(() => setRevision((n) => n + 1), []);

  const propose = useCallback((site: Locatable, stored: LatLng, picked: boolean) => {
    const from = site.lat === null || site.lng === null ? null : { lat: site.lat, lng: site.lng };
    setPlacing(null);
    setPending({ organizationId: site.organizationId, name: site.name, from, to: { lat: roundDegrees(stored.lat), lng: roundDegrees(stored.lng) }, picked });
  }, []);

  const cancel = useCallback(() => {
    setPlacing(null);
    setPending(null);
    putBack();
  }, [putBack]);

  const confirm = useCallback(() => {
    if (!pending) return;
    const { organizationId, from, to } = pending;
    void update(
      'organization',
      {
        id: organizationId,
        data: { id: organizationId, longitude: to.lng, latitude: to.lat },
        previousData: { id: organizationId, longitude: from?.lng ?? null, latitude: from?.lat ?? null },
      },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setPending(null);
          notify('app.pages.mapSites.resource.saved', { type: 'success' });
          void client.invalidateQueries({ queryKey: [OVERVIEW_KEY] });
        },
        onError: (error) => {
          setPending(null);
          putBack();
          const message = error instanceof Error && error.message ? error.message : 'app.pages.mapSites.resource.saveFailed';
          notify(message, { type: 'error', messageArgs: { _: message } });
        },
      },
    );
  }, [pending, update, notify, client, putBack]);

  return {
    placing,
    pending,
    saving: isPending,
    revision,
    drop: (site, stored) => propose(site, stored, false),
    startPlacing: (site) => {
      setPending(null);
      setPlacing(site);
    },
    pick: (shown) => {
      if (placing) propose(placing, toStored(shown), true);
    },
    cancel,
    confirm,
  };
}
