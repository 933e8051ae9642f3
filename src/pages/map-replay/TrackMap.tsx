/**
 * The replay's map: the coloured track, its stops (5 minutes or more) and alarms as markers with
 * their times on hover, and the vehicle where the cursor is. The view fits the track when a new one
 * arrives. The map stays mounted between tracks (only the shapes change). Every position is stored
 * WGS-84 and converted for the map here.
 */
import { memo, useMemo } from 'react';
import { useLocaleState, useTranslate } from 'ra-core';
import { CircleMarker, Tooltip } from 'react-leaflet';
import type { LatLng } from '../../lib/geo';
import type { Track } from '../../lib/maps';
import { BaseMap, FitBounds, useCoordSystem, useToDisplay } from '../../framework/map';
import { formatDuration, formatMoment } from './formatReplay';
import { ALARM_COLOR, STOP_COLOR, VEHICLE_COLOR } from './trackColors';
import { splitTrack } from './trackSegments';
import { TrackLayer } from './TrackLayer';

const K = 'app.pages.replay';

/** The track's corners: fitting four points costs nothing, fitting 43,200 does. */
function cornersOf(track: Track): LatLng[] {
  if (track.points.length === 0) return [];
  let south = Infinity;
  let north = -Infinity;
  let west = Infinity;
  let east = -Infinity;
  for (const [, lat, lng] of track.points) {
    if (lat < south) south = lat;
    if (lat > north) north = lat;
    if (lng < west) west = lng;
    if (lng > east) east = lng;
  }
  return [
    { lat: south, lng: west },
    { lat: north, lng: east },
  ];
}

function TrackShapes({ track }: { track: Track }) {
  const translate = useTranslate();
  const [locale = 'en'] = useLocaleState();
  const toDisplay = useToDisplay();
  // on a WGS-84 map the stored positions are drawn as they are: no 43,200 conversions
  const system = useCoordSystem();
  const paths = useMemo(() => splitTrack(track.points, track.thresholds, system === 'wgs84' ? undefined : toDisplay), [track, system, toDisplay]);
  const at = (p: LatLng): [number, number] => {
    const shown = toDisplay(p);
    return [shown.lat, shown.lng];
  };
  return (
    <>
      <TrackLayer paths={paths} />
      {track.stops.map((stop) => (
        <CircleMarker key={`stop-${stop.start}`} center={at(stop)} radius={7} pathOptions={{ color: '#fff', weight: 2, fillColor: STOP_COLOR, fillOpacity: 1 }}>
          <Tooltip>{translate(`${K}.stopAt`, { from: formatMoment(locale, stop.start), duration: formatDuration(locale, stop.end - stop.start) })}</Tooltip>
        </CircleMarker>
      ))}
      {track.alarms.map((alarm) => (
        <CircleMarker
          key={`alarm-${alarm.id}`}
          center={at(alarm)}
          radius={7}
          pathOptions={{ color: '#fff', weight: 2, fillColor: ALARM_COLOR, fillOpacity: 1 }}
        >
          <Tooltip>
            {translate(`${K}.alarmAt`, { kind: translate(`alarm.kinds.${alarm.kind}`, { _: alarm.kind }), at: formatMoment(locale, alarm.ts) })}
          </Tooltip>
        </CircleMarker>
      ))}
    </>
  );
}

const Shapes = memo(TrackShapes);

export interface TrackMapProps {
  /** none yet: the map waits, its basemap drawn, so that a track arriving only adds its shapes */
  track: Track | undefined;
  /** where the vehicle is at the cursor, WGS-84 */
  vehicle: LatLng | null;
  height: number | string;
}

export function TrackMap({ track, vehicle, height }: TrackMapProps) {
  const translate = useTranslate();
  const toDisplay = useToDisplay();
  const corners = useMemo(() => (track ? cornersOf(track) : []), [track]);
  const shown = vehicle ? toDisplay(vehicle) : null;
  return (
    <BaseMap height={height} label={translate(`${K}.mapLabel`)} testId="base-map">
      {track ? <FitBounds points={corners} fitKey={`${track.deviceId}:${track.start}:${track.end}`} /> : null}
      {track ? <Shapes track={track} /> : null}
      {shown ? (
        <CircleMarker center={[shown.lat, shown.lng]} radius={8} pathOptions={{ color: '#fff', weight: 3, fillColor: VEHICLE_COLOR, fillOpacity: 1 }} />
      ) : null}
    </BaseMap>
  );
}
