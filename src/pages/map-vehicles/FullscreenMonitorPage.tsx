/**
 * The full-screen vehicle monitor (`/map/carmonitor/fullscreen`, spec §2's base route): the same
 * monitor outside the layout, for a wall screen, behind the login like any data page (the console's
 * token guard). Where the Fullscreen API is missing it says so (spec §8) and still shows the map
 * filling the window. It works only while the browser tab is shown.
 */
import { useTranslate } from 'ra-core';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FullscreenIcon from '@mui/icons-material/Fullscreen';
import FullscreenExitIcon from '@mui/icons-material/FullscreenExit';
import { PageVisibleContext } from '../../framework/usePageVisible';
import { useServerRoutesContext } from '../../layout/ServerRoutesContext';
import { monitorPathOf } from './monitorPath';
import { useDocumentVisible } from './useDocumentVisible';
import { useFullscreen } from './useFullscreen';
import { useVehicleMonitor } from './useVehicleMonitor';
import { VehicleMonitorView } from './VehicleMonitorView';

const K = 'app.pages.carmonitor.fullscreen';

function FullscreenMonitor() {
  const translate = useTranslate();
  const model = useVehicleMonitor();
  const fullscreen = useFullscreen();
  const back = monitorPathOf(useServerRoutesContext().pages);
  return (
    <Box
      component="main"
      aria-labelledby="carmonitor-fullscreen-title"
      data-testid="carmonitor-fullscreen"
      data-fullscreen={fullscreen.active ? 'on' : 'off'}
      sx={{ height: '100vh', p: 1, bgcolor: 'background.default', overflow: 'auto' }}
    >
      {fullscreen.supported ? null : (
        <Alert severity="warning" data-testid="fullscreen-unsupported" sx={{ mb: 1 }}>
          {translate(`${K}.unsupported`)}
        </Alert>
      )}
      <VehicleMonitorView
        model={model}
        titleId="carmonitor-fullscreen-title"
        height={fullscreen.supported ? 'calc(100vh - 72px)' : 'calc(100vh - 136px)'}
        actions={
          <>
            {fullscreen.supported && !fullscreen.active ? (
              <Button variant="outlined" size="small" startIcon={<FullscreenIcon />} onClick={fullscreen.enter} data-testid="enter-fullscreen">
                {translate(`${K}.enter`)}
              </Button>
            ) : null}
            <Button
              variant="outlined"
              size="small"
              startIcon={<FullscreenExitIcon />}
              component={RouterLink}
              to={back}
              onClick={fullscreen.exit}
              data-testid="leave-fullscreen"
            >
              {translate(`${K}.leave`)}
            </Button>
          </>
        }
      />
    </Box>
  );
}

export function FullscreenMonitorPage() {
  return (
    <PageVisibleContext.Provider value={useDocumentVisible()}>
      <FullscreenMonitor />
    </PageVisibleContext.Provider>
  );
}
