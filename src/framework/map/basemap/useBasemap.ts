import { useEffect, useState } from 'react';
import { loadBasemap, type Basemap } from './loadBasemap';

export type BasemapState = { status: 'loading' } | { status: 'ready'; basemap: Basemap } | { status: 'failed' };

/** The offline basemap's data, fetched on the first use and cached (loadBasemap). */
export function useBasemap(): BasemapState {
  const [state, setState] = useState<BasemapState>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    loadBasemap(import.meta.env.BASE_URL).then(
      (basemap) => live && setState({ status: 'ready', basemap }),
      () => live && setState({ status: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, []);
  return state;
}
