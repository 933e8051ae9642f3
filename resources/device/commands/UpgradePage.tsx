import { Confirm, useTranslate } from 'react-admin';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SystemUpdateAltIcon from '@mui/icons-material/SystemUpdateAlt';
import { SEND_ACTIONS } from '../../../src/lib/deviceCommands';
import { actionCode } from '../../../src/lib/permissionCodes';
import { usePageCodes, type PageProps } from '../../../src/framework';
import { DevicePicker } from './DevicePicker';
import { LiveCommands } from './LiveCommands';
import { useDevicePicker } from './useDevicePicker';
import { useUpgrade } from './useUpgrade';

/** /device/upgrade: a firmware version sent to devices of one model; each device's transfer and result. */
export function UpgradePage({ name }: PageProps) {
  const translate = useTranslate();
  const picker = useDevicePicker('model');
  const upgrade = useUpgrade(picker.picked);
  const codes = usePageCodes(name);
  const canStart = codes?.includes(actionCode(name, SEND_ACTIONS.upgrade)) ?? false;
  return (
    <Card sx={{ m: { xs: 1, sm: 2 } }}>
      <CardContent>
        <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
          {translate('resources.device.commands.upgrade.title')}
        </Typography>
        {codes !== null && !canStart ? (
          <Alert severity="info" sx={{ mb: 2 }}>
            {translate('resources.device.commands.upgrade.readOnly')}
          </Alert>
        ) : null}
        <DevicePicker model={picker} extra={(device) => translate('resources.device.commands.upgrade.current', { version: device.firmware })} />
        {upgrade.model === undefined ? (
          <Typography color="text.secondary" sx={{ mt: 2 }}>
            {translate('resources.device.commands.upgrade.pickFirst')}
          </Typography>
        ) : (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start', mt: 2 }}>
            <TextField
              select
              label={translate('resources.device.commands.upgrade.version')}
              value={upgrade.version}
              onChange={(event) => upgrade.choose(event.target.value)}
              disabled={!canStart || upgrade.versionsLoading}
              error={Boolean(upgrade.errors?.version) || upgrade.versionsFailed}
              helperText={upgrade.errors?.version ?? (upgrade.versionsFailed ? translate('resources.device.commands.picker.loadFailed') : ' ')}
              sx={{ width: { xs: '100%', sm: 240 } }}
            >
              {upgrade.versions.length ? (
                upgrade.versions.map((version) => (
                  <MenuItem key={version} value={version}>
                    {version}
                  </MenuItem>
                ))
              ) : (
                <MenuItem disabled value="">
                  {translate('resources.device.commands.upgrade.noVersions')}
                </MenuItem>
              )}
            </TextField>
            {canStart ? (
              <Button
                variant="contained"
                startIcon={<SystemUpdateAltIcon />}
                disabled={!upgrade.version || upgrade.sending}
                onClick={upgrade.request}
                sx={{ mt: 1 }}
              >
                {translate('resources.device.commands.upgrade.start')}
              </Button>
            ) : null}
          </Box>
        )}
        {upgrade.errors && !upgrade.errors.version ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {Object.values(upgrade.errors).join(' ')}
          </Alert>
        ) : null}
        <Confirm
          isOpen={upgrade.confirming}
          loading={upgrade.sending}
          title="resources.device.commands.upgrade.confirmTitle"
          content="resources.device.commands.upgrade.confirmContent"
          translateOptions={{ smart_count: picker.picked.length, version: upgrade.version }}
          onConfirm={upgrade.start}
          onClose={upgrade.cancel}
        />
        <LiveCommands sent={upgrade.sent} />
      </CardContent>
    </Card>
  );
}
