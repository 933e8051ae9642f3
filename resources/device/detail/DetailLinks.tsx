import { useTranslate } from 'ra-core';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { usePermittedPath } from '../../../src/framework/usePermittedPath';

/** Where else the device can be looked at: its records, its settings, its calibration (each only when the user has that page). */
export function DetailLinks({ deviceId }: { deviceId: number }) {
  const translate = useTranslate();
  const permitted = usePermittedPath();
  const links = [
    { key: 'records', to: permitted(`/device/record?deviceId=${deviceId}`) },
    { key: 'settings', to: permitted(`/device/paramset?deviceId=${deviceId}`) },
    { key: 'calibration', to: permitted(`/device/calibration?deviceId=${deviceId}`) },
  ].filter((link): link is { key: string; to: string } => link.to !== undefined);
  if (links.length === 0) return null;
  return (
    <Box component="nav" aria-label={translate('resources.device.detail.links')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {links.map((link) => (
        <Button key={link.key} variant="outlined" size="small" component={RouterLink} to={link.to}>
          {translate(`resources.device.detail.link.${link.key}`)}
        </Button>
      ))}
    </Box>
  );
}
