import { useTranslate } from 'ra-core';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { StreamSource } from '../../../src/lib/streamUrl';
import { useStreamPlayer } from './useStreamPlayer';

/** The chosen camera: its video, or why it cannot play here. */
export function StreamPlayer({ name, source }: { name: string; source: StreamSource }) {
  const translate = useTranslate();
  const { video, state } = useStreamPlayer(source);
  if (source.kind === 'gateway') {
    return (
      <Alert severity="info" data-testid="webcam-gateway">
        {translate('resources.webcamvideo.needsGateway', { scheme: source.scheme.toUpperCase() })}
      </Alert>
    );
  }
  if (source.kind === 'invalid') {
    return (
      <Alert severity="warning" data-testid="webcam-invalid">
        {translate('resources.webcamvideo.invalidUrl')}
      </Alert>
    );
  }
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="subtitle1" component="h2" gutterBottom>
        {name}
      </Typography>
      <Box
        component="video"
        ref={video}
        data-testid="webcam-video"
        data-state={state}
        controls
        muted
        autoPlay
        playsInline
        aria-label={translate('resources.webcamvideo.videoLabel', { name })}
        sx={{ width: '100%', maxHeight: '70vh', bgcolor: 'common.black', display: 'block' }}
      />
      {state === 'loading' ? (
        <Typography variant="caption" color="text.secondary">
          {translate('resources.webcamvideo.loading')}
        </Typography>
      ) : null}
      {state === 'failed' ? (
        <Alert severity="error" sx={{ mt: 1 }} data-testid="webcam-failed">
          {translate('resources.webcamvideo.playFailed')}
        </Alert>
      ) : null}
    </Box>
  );
}
