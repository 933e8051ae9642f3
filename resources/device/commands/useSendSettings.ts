/**
 * Sending the changed settings to the picked devices: after a confirmation when they are
 * several; the server's field errors come back for the form to show (what was typed stays).
 */
import { useState } from 'react';
import { useNotify } from 'ra-core';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError, errorMessage } from '../../../src/api';
import type { CommandDevice, DeviceCommand, SettingsValues } from '../../../src/lib/deviceCommands';
import { commandsApi } from './commandsApi';

export type ServerErrors = Record<string, string>;

export function useSendSettings(devices: readonly CommandDevice[]) {
  const notify = useNotify();
  const client = useQueryClient();
  const [sent, setSent] = useState<DeviceCommand[]>([]);
  const [sending, setSending] = useState(false);
  /** values waiting for the confirmation (several devices) */
  const [confirming, setConfirming] = useState<SettingsValues | null>(null);
  const [serverErrors, setServerErrors] = useState<ServerErrors | null>(null);

  const send = async (values: SettingsValues) => {
    setSending(true);
    setServerErrors(null);
    try {
      const { list } = await commandsApi.sendSettings({ deviceIds: devices.map((d) => d.id), ...values });
      setSent(list);
      notify('resources.device.commands.paramset.sent', { type: 'info', messageArgs: { smart_count: list.length } });
      // the picker's settings are the devices' until these succeed: ask again next time
      void client.invalidateQueries({ queryKey: ['command', 'devices'] });
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors) setServerErrors(error.fieldErrors);
      else notify(errorMessage(error, 'resources.device.commands.paramset.sendFailed'), { type: 'error' });
    } finally {
      setSending(false);
    }
  };

  return {
    sent,
    sending,
    serverErrors,
    confirming,
    /** the form's valid, changed values: sent at once to one device, confirmed first for several */
    request(values: SettingsValues) {
      if (devices.length > 1) setConfirming(values);
      else void send(values);
    },
    confirm() {
      const values = confirming;
      setConfirming(null);
      if (values) void send(values);
    },
    cancel: () => setConfirming(null),
  };
}
