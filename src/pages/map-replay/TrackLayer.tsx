/**
 * The track on the map (issue 14 §2 "Track"): one multi-polyline per colour (trackSegments.ts) on
 * Leaflet's canvas renderer, so 43,200 points are four shapes on one bitmap. Not interactive: the
 * timeline is how one moves along it. Positions arrive converted for the map (useToDisplay).
 */
import { memo, useMemo } from 'react';
import { Polyline } from 'react-leaflet';
import { createRenderer } from '../../framework/map/mapRenderer';
import { SEGMENT_KINDS, type TrackPaths } from './trackSegments';
import { SEGMENT_COLORS } from './trackColors';

function TrackLayerView({ paths }: { paths: TrackPaths }) {
  // one renderer for the track's pane: canvas in a browser (SVG where there is none, the component tests)
  const renderer = useMemo(() => createRenderer({ padding: 0.5 }), []);
  return (
    <>
      {SEGMENT_KINDS.map((kind) =>
        paths[kind].length ? (
          <Polyline
            key={kind}
            positions={paths[kind]}
            renderer={renderer}
            interactive={false}
            // the whole track is in view when it arrives: clipping 43,200 points to the view costs more than drawing them
            noClip
            pathOptions={{ color: SEGMENT_COLORS[kind], weight: kind === 'ok' ? 4 : 5, opacity: 0.9, ...(kind === 'unknown' ? { dashArray: '6 6' } : {}) }}
          />
        ) : null,
      )}
    </>
  );
}

export const TrackLayer = memo(TrackLayerView);
