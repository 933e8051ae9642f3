/**
 * The map monitor's assets: loaded like every data page (useShownQuery: again every
 * pageRefreshInterval seconds while shown), and live in between: a socket reading (0101) of one of
 * their devices shows at once, and a reload follows within LIVE_RELOAD_MS so that the states (the
 * server's judgement) catch up. A hidden tab listens to nothing.
 */
import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { SocketMessage } from '../../api';
import type { MapAsset } from '../../lib/maps';
import { READING_EVENT, type ReadingEvent } from '../../lib/readings';
import { useSocketEvent } from '../../framework/socket';
import { useShownQuery } from '../../framework/useShownQuery';
import { withReading } from './assetState';
import { loadStateOf, type LoadState } from './loadState';
import { fetchAssets } from './mapSitesApi';

export const ASSETS_KEY = 'map.assets';
export const LIVE_RELOAD_MS = 10_000;

function isReading(message: SocketMessage): message is SocketMessage & ReadingEvent {
  return message.event === READING_EVENT && typeof message.deviceId === 'number' && typeof message.reading === 'object' && message.reading !== null;
}

export function useMapAssets(role: number | undefined): LoadState<readonly MapAsset[]> {
  const client = useQueryClient();
  const queryKey = [ASSETS_KEY, role ?? 'all'];
  const { result, visible } = useShownQuery<readonly MapAsset[]>(queryKey, (signal) => fetchAssets(role, signal));
  const reload = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useSocketEvent(
    READING_EVENT,
    (message) => {
      if (!isReading(message)) return;
      const live = { deviceId: message.deviceId, ts: message.reading.ts ?? message.dataTimestamp, online: message.online !== false, reading: message.reading };
      let touched = false;
      client.setQueryData<readonly MapAsset[]>(queryKey, (assets) => {
        if (!assets) return assets;
        const next = withReading(assets, live);
        touched = next !== assets;
        return next;
      });
      if (touched) reload.current ??= setTimeout(() => {
        reload.current = undefined;
        void client.invalidateQueries({ queryKey });
      }, LIVE_RELOAD_MS);
    },
    visible,
  );
  useEffect(
    () => () => {
      clearTimeout(reload.current);
      reload.current = undefined;
    },
    [],
  );
  return loadStateOf(result);
}
