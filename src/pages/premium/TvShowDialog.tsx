import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLocaleState, useTranslate } from 'ra-core';
import { useRef } from 'react';
import { formatDateTime } from '../../lib/dateTimeFormat';
import { TV_SHOW_REFRESH_SECONDS, type TvShowBoard } from '../../lib/premium';
import { BaseMap, PointLayer, STATE_COLORS } from '../../framework/map';
import { useTvShow } from './useTvShow';

const FIGURES = ['total', 'online', 'offline', 'inAlarm'] as const;
const FIGURE_COLORS: Record<(typeof FIGURES)[number], string> = { total: '#90caf9', online: '#66bb6a', offline: '#bdbdbd', inAlarm: '#ef5350' };

function colorOf(point: TvShowBoard['points'][number]): string {
  if (point.alarm) return STATE_COLORS.alarm;
  return point.online ? STATE_COLORS.moving : STATE_COLORS.offline;
}

/** The TV show (smart screen): a full-screen, self-refreshing board for a wall TV. Logic in useTvShow. */
export function TvShowDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { board, error, loading } = useTvShow(open);
  const root = useRef<HTMLDivElement>(null);
  const fullScreen = () => void root.current?.requestFullscreen?.().catch(() => undefined);
  return (
    <Dialog fullScreen open={open} onClose={onClose} aria-labelledby="tvshow-title">
      <Box ref={root} sx={{ bgcolor: '#0d1b2a', color: '#fff', minHeight: '100%', p: { xs: 1, sm: 2 }, display: 'flex', flexDirection: 'column', gap: 2 }} data-testid="tvshow">
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
          <Typography id="tvshow-title" variant="h4" component="h1" sx={{ fontSize: { xs: 24, md: 34 } }}>
            {board?.companyName ? `${board.companyName} · ` : ''}
            {translate('app.pages.premium.tvshow.title')}
          </Typography>
          <Stack direction="row" spacing={1}>
            <Button variant="outlined" color="inherit" onClick={fullScreen}>
              {translate('app.pages.premium.tvshow.fullscreen')}
            </Button>
            <Button variant="contained" onClick={onClose} data-testid="tvshow-close">
              {translate('app.pages.premium.tvshow.close')}
            </Button>
          </Stack>
        </Stack>
        {error ? (
          <Alert severity={board ? 'warning' : 'error'} data-testid="tvshow-error">
            {translate(error, { _: error })}
          </Alert>
        ) : null}
        {loading ? (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} role="status">
            <CircularProgress size={24} color="inherit" />
            <Typography>{translate('app.loading')}</Typography>
          </Stack>
        ) : null}
        {board ? (
          <>
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' }, gap: { xs: 1, md: 2 } }}>
              {FIGURES.map((figure) => (
                <Box key={figure} sx={{ bgcolor: 'rgba(255,255,255,0.06)', borderRadius: 2, p: { xs: 1, md: 2 }, textAlign: 'center' }} data-testid={`tvshow-${figure}`}>
                  <Typography sx={{ fontSize: { xs: 32, md: 56 }, fontWeight: 700, color: FIGURE_COLORS[figure], lineHeight: 1.1 }}>{board.devices[figure]}</Typography>
                  <Typography sx={{ fontSize: { xs: 14, md: 20 } }}>{translate(`app.pages.premium.tvshow.${figure}`)}</Typography>
                </Box>
              ))}
            </Box>
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' }, gap: 2, flex: 1, minHeight: 0 }}>
              <Box sx={{ borderRadius: 2, overflow: 'hidden', minHeight: { xs: 260, md: 420 } }}>
                <BaseMap
                  height="100%"
                  label={translate('app.pages.premium.tvshow.map')}
                  testId="tvshow-map"
                  {...(board.points.length ? { bounds: board.points.map((p) => ({ lat: p.lat, lng: p.lng })) } : {})}
                >
                  <PointLayer points={board.points.map((p) => ({ id: p.id, lat: p.lat, lng: p.lng, color: colorOf(p), label: `${p.number} ${p.name}`, rank: p.alarm ? 2 : 0 }))} />
                </BaseMap>
                {board.points.length === 0 ? <Typography sx={{ mt: 1 }}>{translate('app.pages.premium.tvshow.noPositions')}</Typography> : null}
              </Box>
              <Box sx={{ bgcolor: 'rgba(255,255,255,0.06)', borderRadius: 2, p: { xs: 1, md: 2 }, overflow: 'auto' }}>
                <Typography variant="h6" component="h2">
                  {translate('app.pages.premium.tvshow.openAlarms')}
                </Typography>
                {board.openAlarms.length === 0 ? (
                  <Typography data-testid="tvshow-no-alarms">{translate('app.pages.premium.tvshow.noAlarms')}</Typography>
                ) : (
                  <List dense data-testid="tvshow-alarms">
                    {board.openAlarms.map((alarm) => (
                      <ListItem key={alarm.id} disableGutters divider sx={{ borderColor: 'rgba(255,255,255,0.12)' }}>
                        <ListItemText
                          primary={`${alarm.deviceNumber} ${alarm.deviceName} · ${translate(`alarm.kinds.${alarm.type}`, { _: alarm.type })}`}
                          secondary={`${translate('app.pages.premium.tvshow.level', { level: alarm.level })} · ${formatDateTime(alarm.startedAt, locale)}${alarm.value === null ? '' : ` · ${alarm.value}`}`}
                          slotProps={{ secondary: { sx: { color: 'rgba(255,255,255,0.7)' } } }}
                        />
                      </ListItem>
                    ))}
                  </List>
                )}
              </Box>
            </Box>
            <Typography variant="caption" sx={{ color: 'rgba(255,255,255,0.7)' }} data-testid="tvshow-updated">
              {translate('app.pages.premium.tvshow.updatedAt', { time: formatDateTime(board.at, locale, { seconds: true }), seconds: TV_SHOW_REFRESH_SECONDS })}
            </Typography>
          </>
        ) : null}
      </Box>
    </Dialog>
  );
}
