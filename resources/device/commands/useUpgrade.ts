/**
 * An upgrade job's logic: the firmware versions of the picked devices' model (from the server),
 * the version chosen, a confirmation, then one command per device whose transfer the page follows.
 */
import { useState } from 'react';
import { useNotify } from 'ra-core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, errorMessage } from '../../../src/api';
import type { CommandDevice, DeviceCommand } from '../../../src/lib/deviceCommands';
import { commandsApi } from './commandsApi';

export function useUpgrade(devices: readonly CommandDevice[]) {
  const notify = useNotify();
  const client = useQueryClient();
  const model = devices[0]?.model;
  const versions = useQuery({
    queryKey: ['command', 'firmware', model ?? null],
    queryFn: ({ signal }) => commandsApi.firmware(model ?? '', signal),
    enabled: model !== undefined,
    staleTime: Infinity,
    retry: false,
  });
  // the version chosen for a model; another model starts with none chosen
  const [choice, setChoice] = useState<{ model: string; version: string } | null>(null);
  const version = choice && choice.model === model ? choice.version : '';
  const [confirming, setConfirming] = useState(false);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<DeviceCommand[]>([]);
  const [errors, setErrors] = useState<Record<string, string> | null>(null);

  const start = async () => {
    setConfirming(false);
    setSending(true);
    setErrors(null);
    try {
      const { list } = await commandsApi.startUpgrade({ deviceIds: devices.map((d) => d.id), version });
      setSent(list);
      notify('resources.device.commands.upgrade.started', { type: 'info', messageArgs: { smart_count: list.length } });
      void client.invalidateQueries({ queryKey: ['command', 'devices'] });
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors) setErrors(error.fieldErrors);
      else notify(errorMessage(error, 'resources.device.commands.upgrade.startFailed'), { type: 'error' });
    } finally {
      setSending(false);
    }
  };

  return {
    model,
    versions: versions.data?.versions ?? [],
    versionsLoading: versions.isFetching,
    versionsFailed: versions.isError,
    retryVersions: () => void versions.refetch(),
    version,
    choose: (next: string) => model !== undefined && setChoice({ model, version: next }),
    confirming,
    request: () => setConfirming(true),
    cancel: () => setConfirming(false),
    start: () => void start(),
    sending,
    sent,
    errors,
  };
}
