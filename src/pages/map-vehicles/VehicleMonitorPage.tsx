/**
 * The vehicle monitor (`/map/carmonitor`, issue 14 §2): every visible vehicle on the map coloured
 * by state, the side list with search, filters and counts, popups, follow mode and live positions.
 * The full-screen button opens the wall-screen page (spec §2's base route) and asks the browser
 * for full screen in the same click, as the Fullscreen API wants a user gesture.
 */
import { useTranslate } from 'ra-core';
import { useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FullscreenIcon from '@mui/icons-material/Fullscreen';
import type { PageProps } from '../../framework';
import { FULLSCREEN_PATH } from './monitorPath';
import { requestDocumentFullscreen } from './useFullscreen';
import { useVehicleMonitor } from './useVehicleMonitor';
import { VehicleMonitorView } from './VehicleMonitorView';

export function VehicleMonitorPage(_props: Partial<PageProps>) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const model = useVehicleMonitor();
  return (
    <Box component="section" aria-labelledby="carmonitor-title" data-testid="carmonitor-page" sx={{ p: { xs: 0.5, sm: 2 }, minWidth: 0 }}>
      <VehicleMonitorView
        model={model}
        titleId="carmonitor-title"
        height="calc(100vh - 220px)"
        actions={
          <Button
            variant="outlined"
            size="small"
            startIcon={<FullscreenIcon />}
            data-testid="open-fullscreen"
            onClick={() => {
              requestDocumentFullscreen();
              navigate(FULLSCREEN_PATH);
            }}
          >
            {translate('app.pages.carmonitor.fullscreen.open')}
          </Button>
        }
      />
    </Box>
  );
}
