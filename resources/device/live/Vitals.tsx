import { useLocaleState, useTranslate } from 'ra-core';
import Box from '@mui/material/Box';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import BatteryAlertIcon from '@mui/icons-material/BatteryAlert';
import BatteryStdIcon from '@mui/icons-material/BatteryStd';
import PowerIcon from '@mui/icons-material/Power';
import PowerOffIcon from '@mui/icons-material/PowerOff';
import SignalCellularAltIcon from '@mui/icons-material/SignalCellularAlt';
import type { ComponentType } from 'react';
import { LOW_BATTERY_PERCENT, type Channel, type Reading } from '../../../src/lib/readings';
import { formatReading } from './formatReading';
import { SR_ONLY } from './srOnly';

function Vital({ icon: Icon, label, text, color }: { icon: ComponentType<SvgIconProps>; label: string; text: string; color?: string }) {
  return (
    <Box component="span" title={label} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.25, color }}>
      <Icon fontSize="inherit" aria-hidden />
      <Box component="span" sx={SR_ONLY}>
        {label}
      </Box>
      {text}
    </Box>
  );
}

/** Battery, signal and external power, for the channels the device's model has. */
export function Vitals({ channels, reading }: { channels: readonly Channel[]; reading: Reading | null }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const none = translate('resources.device.live.noValue');
  const battery = reading?.battery ?? null;
  const signal = reading?.signal ?? null;
  const power = reading?.power ?? null;
  const low = battery !== null && battery <= LOW_BATTERY_PERCENT;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1.5, rowGap: 0.5, fontSize: 'body2.fontSize', color: 'text.secondary' }}>
      {channels.includes('battery') ? (
        <Vital
          icon={low ? BatteryAlertIcon : BatteryStdIcon}
          label={translate('resources.device.live.battery')}
          text={battery === null ? none : formatReading('battery', battery, locale)}
          {...(low ? { color: 'warning.main' } : {})}
        />
      ) : null}
      {channels.includes('signal') ? (
        <Vital icon={SignalCellularAltIcon} label={translate('resources.device.live.signal')} text={signal === null ? none : formatReading('signal', signal, locale)} />
      ) : null}
      {channels.includes('power') ? (
        <Vital
          icon={power === 0 ? PowerOffIcon : PowerIcon}
          label={translate('resources.device.live.power')}
          text={power === null ? none : translate(power === 1 ? 'resources.device.live.powerOn' : 'resources.device.live.powerOff')}
        />
      ) : null}
    </Box>
  );
}
