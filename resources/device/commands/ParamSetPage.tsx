import { useTranslate } from 'ra-core';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { SEND_ACTIONS } from '../../../src/lib/deviceCommands';
import { actionCode } from '../../../src/lib/permissionCodes';
import { usePageCodes, type PageProps } from '../../../src/framework';
import { DevicePicker } from './DevicePicker';
import { LiveCommands } from './LiveCommands';
import { SettingsForm } from './SettingsForm';
import { useDevicePicker } from './useDevicePicker';
import { useSendSettings } from './useSendSettings';

/** /device/paramset: settings sent as commands to one device or several of one type (spec §5), and their states (spec §4). */
export function ParamSetPage({ name }: PageProps) {
  const translate = useTranslate();
  const picker = useDevicePicker('type');
  const sender = useSendSettings(picker.picked);
  const codes = usePageCodes(name);
  const canSend = codes?.includes(actionCode(name, SEND_ACTIONS.settings)) ?? false;
  const first = picker.picked[0];
  return (
    <Card sx={{ m: { xs: 1, sm: 2 } }}>
      <CardContent>
        <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
          {translate('resources.device.commands.paramset.title')}
        </Typography>
        {codes !== null && !canSend ? (
          <Alert severity="info" sx={{ mb: 2 }}>
            {translate('resources.device.commands.paramset.readOnly')}
          </Alert>
        ) : null}
        <DevicePicker model={picker} />
        {first ? (
          // a new first device is a new start: the form starts again from its settings
          <SettingsForm key={first.id} device={first} count={picker.picked.length} canSend={canSend} sender={sender} />
        ) : (
          <Typography color="text.secondary" sx={{ mt: 2 }}>
            {translate('resources.device.commands.paramset.pickFirst')}
          </Typography>
        )}
        <LiveCommands sent={sender.sent} />
      </CardContent>
    </Card>
  );
}
