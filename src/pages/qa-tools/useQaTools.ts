/**
 * The QA tools page's logic (issue 30 §5): the company's devices, the chosen device's effects
 * (polled every QA_POLL_MS), the forms of the four actions as typed, running an action (forcing
 * offline after a confirmation) and the state of the last test notification until it settles.
 */
import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../api';
import { QA_POLL_MS, QA_SILENCE_DEFAULT_MINUTES, type QaEffects, type QaNotification, type QaResult, type QaStatus } from '../../lib/qaTools';
import { readEffects, readNotification, readStatus, runAction, type QaPost } from './qaApi';

export interface QaForms {
  temperature: string;
  humidity: string;
  battery: string;
  signal: string;
  count: string;
  field: 'temperature' | 'humidity';
  direction: 'above' | 'below';
  minutes: string;
  channel: string;
  address: string;
}

const INITIAL: QaForms = { temperature: '', humidity: '', battery: '', signal: '', count: '1', field: 'temperature', direction: 'above', minutes: String(QA_SILENCE_DEFAULT_MINUTES), channel: 'web', address: '' };
const FINAL_STATES = new Set(['success', 'failed', 'unsent']);

export interface QaOutcome {
  action: QaPost;
  result: QaResult;
}

export function useQaTools() {
  const [status, setStatus] = useState<QaStatus | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [deviceId, setDeviceId] = useState<number | null>(null);
  // kept with the device they are of: another device's are never shown
  const [effects, setEffects] = useState<{ deviceId: number; value: QaEffects } | null>(null);
  const [forms, setForms] = useState<QaForms>(INITIAL);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<QaOutcome | null>(null);
  const [notification, setNotification] = useState<QaNotification | null>(null);
  const [confirmingOffline, setConfirmingOffline] = useState(false);

  const loadStatus = useCallback(
    () =>
      readStatus().then(
        (value) => {
          setStatus(value);
          setLoadFailed(false);
          setDeviceId((current) => current ?? value.devices[0]?.id ?? null);
        },
        () => setLoadFailed(true),
      ),
    [],
  );
  useEffect(() => {
    void loadStatus();
  }, [loadStatus]);

  const loadEffects = useCallback(
    () =>
      deviceId === null
        ? Promise.resolve()
        : readEffects(deviceId).then(
            (value) => setEffects({ deviceId, value }),
            // the next poll tries again
            () => undefined,
          ),
    [deviceId],
  );
  useEffect(() => {
    if (deviceId === null) return undefined;
    void loadEffects();
    const timer = window.setInterval(() => void loadEffects(), QA_POLL_MS);
    return () => window.clearInterval(timer);
  }, [deviceId, loadEffects]);

  // the last test notification, until its provider has answered
  const notificationId = outcome?.result.notificationId ?? null;
  useEffect(() => {
    if (notificationId === null) return undefined;
    let stopped = false;
    const poll = () =>
      readNotification(notificationId).then(
        (row) => {
          if (stopped) return;
          setNotification(row);
          if (FINAL_STATES.has(row.state)) window.clearInterval(timer);
        },
        () => undefined,
      );
    const timer = window.setInterval(() => void poll(), QA_POLL_MS);
    void poll();
    return () => {
      stopped = true;
      window.clearInterval(timer);
    };
  }, [notificationId]);

  const change = useCallback(<K extends keyof QaForms>(key: K, value: QaForms[K]) => setForms((f) => ({ ...f, [key]: value })), []);

  const run = useCallback(
    async (action: QaPost) => {
      const device: Record<string, string> = deviceId === null ? {} : { deviceId: String(deviceId) };
      const fields: Record<string, string> =
        action === 'readings'
          ? { ...device, temperature: forms.temperature, humidity: forms.humidity, battery: forms.battery, signal: forms.signal, count: forms.count }
          : action === 'excursion'
            ? { ...device, field: forms.field, direction: forms.direction }
            : action === 'offline'
              ? { ...device, minutes: forms.minutes }
              : action === 'restore'
                ? device
                : { channel: forms.channel, address: forms.address };
      setBusy(true);
      setErrors({});
      try {
        const result = await runAction(action, fields);
        setOutcome({ action, result });
        if (action === 'notify') setNotification(null);
        setConfirmingOffline(false);
        await Promise.all([loadEffects(), loadStatus()]);
      } catch (error) {
        setConfirmingOffline(false);
        if (error instanceof ApiError && error.fieldErrors) setErrors(error.fieldErrors);
      } finally {
        setBusy(false);
      }
    },
    [deviceId, forms, loadEffects, loadStatus],
  );

  return {
    status,
    loadFailed,
    reload: loadStatus,
    device: status?.devices.find((d) => d.id === deviceId) ?? null,
    deviceId,
    setDeviceId,
    effects: effects && effects.deviceId === deviceId ? effects.value : null,
    refreshEffects: loadEffects,
    forms,
    change,
    errors,
    busy,
    run,
    outcome,
    notification,
    confirmingOffline,
    askOffline: () => setConfirmingOffline(true),
    cancelOffline: () => setConfirmingOffline(false),
  };
}
