/**
 * Webcam video (`/asset/webcamvideo`, issue 29 §5): the company's cameras, and the chosen one
 * playing when its URL is one a browser plays (HLS, http(s) video). An rtsp or rtmp camera gets
 * the message that it needs a stream gateway; a malformed URL its own message. The URL is never
 * a link and never anything but the video's source.
 */
import { useTranslate } from 'ra-core';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { StreamPlayer } from './StreamPlayer';
import { useWebcams } from './useWebcams';

export function WebcamVideoPage() {
  const translate = useTranslate();
  const cams = useWebcams();
  return (
    <Stack spacing={2} sx={{ p: { xs: 1, sm: 2 }, minWidth: 0 }}>
      <Typography variant="h5" component="h1">
        {translate('resources.webcamvideo.title')}
      </Typography>
      {cams.failed ? (
        <Alert severity="error" action={<Button onClick={cams.retry}>{translate('app.retry')}</Button>}>
          {translate('resources.webcamvideo.loadFailed')}
        </Alert>
      ) : cams.loading ? (
        <CircularProgress size={24} aria-label={translate('app.loading')} />
      ) : !cams.list.length ? (
        <Typography color="text.secondary">{translate('resources.webcamvideo.empty')}</Typography>
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '260px minmax(0, 1fr)' }, alignItems: 'start' }}>
          <List dense aria-label={translate('resources.webcamvideo.cameras')} sx={{ border: 1, borderColor: 'divider', maxHeight: { xs: 220, md: 520 }, overflow: 'auto' }}>
            {cams.list.map((camera) => (
              <ListItemButton key={camera.id} selected={camera.id === cams.camera?.id} onClick={() => cams.choose(camera.id)} data-testid="webcam-item">
                <ListItemText primary={camera.name} secondary={camera.url} slotProps={{ secondary: { sx: { wordBreak: 'break-all' } } }} />
              </ListItemButton>
            ))}
          </List>
          {cams.camera && cams.source ? <StreamPlayer key={cams.camera.id} name={cams.camera.name} source={cams.source} /> : null}
        </Box>
      )}
    </Stack>
  );
}
