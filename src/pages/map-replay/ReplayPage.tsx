/**
 * Track replay (`/map/replay`, issue 14 §2): a vehicle and a range (in the address, so a link opens
 * the replay), the track coloured where the temperature was out of range, its stops and alarms,
 * playback from 1× to 64×, and a timeline scrubber linked both ways with the temperature chart.
 */
import { useMemo, useRef } from 'react';
import { useTranslate } from 'ra-core';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { ApiError, errorMessage } from '../../api';
import { LoadError } from '../../components/LoadError';
import type { PageProps } from '../../framework';
import { useElementWidth } from '../../framework/chart/useElementWidth';
import { MapLegend } from '../../framework/map';
import { usePageVisible } from '../../framework/usePageVisible';
import { temperatureSeries } from './chartSeries';
import { PlaybackBar } from './PlaybackBar';
import { ReplayQueryBar } from './ReplayQueryBar';
import { TemperatureChart } from './TemperatureChart';
import { TrackEvents } from './TrackEvents';
import { TrackMap } from './TrackMap';
import { ALARM_COLOR, SEGMENT_COLORS, STOP_COLOR } from './trackColors';
import { positionAt } from './trackPosition';
import { useDrawnMark } from './useDrawnMark';
import { usePlayback } from './usePlayback';
import { useReplayQuery } from './useReplayQuery';
import { useTrack } from './useTrack';

const K = 'app.pages.replay';
const CHART_HEIGHT = 180;
/**
 * The map leaves room on the screen for what is above it (the layout's bars, the title, the query,
 * the legend: about 400 px at 1440 px wide) and for the playback bar under it.
 */
const MAP_HEIGHT = 'clamp(260px, calc(100vh - 460px), 560px)';

/** A refused range says why at its field (the server's message, in the user's language); else the message. */
function failureText(error: unknown, translate: (key: string, options?: Record<string, unknown>) => string): string {
  if (error instanceof ApiError && error.fieldErrors) {
    const first = Object.values(error.fieldErrors)[0];
    if (first) return first;
  }
  return translate(errorMessage(error, `${K}.loadFailed`), { _: translate(`${K}.loadFailed`) });
}

export function ReplayPage(_props: Partial<PageProps>) {
  const translate = useTranslate();
  const query = useReplayQuery();
  const result = useTrack(query.request);
  const track = result.data;
  const visible = usePageVisible();
  const page = useRef<HTMLElement>(null);
  const chartBox = useRef<HTMLDivElement>(null);
  const width = useElementWidth(chartBox);

  const from = track?.points[0]?.[0] ?? query.request?.start ?? 0;
  const to = track?.points[track.points.length - 1]?.[0] ?? from;
  const playback = usePlayback(from, to, track ? `${track.deviceId}:${track.start}:${track.end}` : 'none', visible);
  const series = useMemo(() => (track ? temperatureSeries(track.points) : []), [track]);
  const moment = track ? positionAt(track.points, playback.cursor) : null;
  useDrawnMark(track, width > 0, page);

  const known = track ? { deviceId: track.deviceId, number: track.number, label: track.name } : null;
  const legend = useMemo(
    () => [
      { color: SEGMENT_COLORS.ok, label: translate(`${K}.legend.ok`) },
      { color: SEGMENT_COLORS.high, label: translate(`${K}.legend.high`) },
      { color: SEGMENT_COLORS.low, label: translate(`${K}.legend.low`) },
      { color: STOP_COLOR, label: translate(`${K}.legend.stop`) },
      { color: ALARM_COLOR, label: translate(`${K}.legend.alarm`) },
    ],
    [translate],
  );
  const empty = track !== undefined && track.points.length === 0;

  return (
    <Box
      component="section"
      ref={page}
      aria-labelledby="replay-title"
      data-testid="replay-page"
      sx={{ p: { xs: 1, sm: 2 }, display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}
    >
      <Typography id="replay-title" variant="h6" component="h1">
        {translate(`${K}.title`)}
      </Typography>
      <Card>
        <CardContent>
          <ReplayQueryBar model={query} known={known} />
        </CardContent>
      </Card>
      {query.request === null ? (
        <Typography sx={{ color: 'text.secondary', textAlign: 'center', py: 4 }} data-testid="replay-prompt">
          {translate(`${K}.prompt`)}
        </Typography>
      ) : null}
      {result.isFetching ? <LinearProgress aria-label={translate('ra.page.loading')} /> : null}
      {result.isError ? (
        <LoadError testId="replay-error" onRetry={() => void result.refetch()}>
          {failureText(result.error, translate)}
        </LoadError>
      ) : null}
      {empty ? (
        <Typography sx={{ color: 'text.secondary', textAlign: 'center', py: 2 }} data-testid="replay-empty">
          {translate(`${K}.empty`)}
        </Typography>
      ) : null}
      {/* mounted from the first query on: the basemap is drawn before any track arrives, and stays between tracks */}
      {query.request !== null && !result.isError ? (
        <Card>
          <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
            <MapLegend items={legend} />
            <Box
              data-testid="replay-map"
              data-points={track?.points.length ?? 0}
              data-position={moment ? `${moment.lat.toFixed(6)},${moment.lng.toFixed(6)}` : ''}
            >
              <TrackMap track={track} vehicle={moment} height={MAP_HEIGHT} />
            </Box>
            {/* under the map, in the same card: on screen with the map at 1440×900 without scrolling */}
            {track && !empty ? <PlaybackBar playback={playback} from={from} to={to} temperature={moment?.temperature ?? null} /> : null}
          </CardContent>
        </Card>
      ) : null}
      <Card sx={{ display: query.request && !empty && !result.isError ? undefined : 'none' }}>
        <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
          <Box ref={chartBox} sx={{ width: '100%', minHeight: CHART_HEIGHT }}>
            {track && width > 0 ? (
              <TemperatureChart
                series={series}
                thresholds={track.thresholds}
                from={from}
                to={to}
                width={width}
                height={CHART_HEIGHT}
                cursor={playback.cursor}
                onSeek={playback.seek}
              />
            ) : null}
          </Box>
          {track ? <TrackEvents track={track} onSeek={playback.seek} /> : null}
        </CardContent>
      </Card>
    </Box>
  );
}
