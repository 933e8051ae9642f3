/**
 * The device analysis page's logic (issue 30 §5): the ranked devices of the last 30 days, and
 * recording a device's battery date (a dialog; what the user typed stays until saved or closed).
 */
import { useCallback, useEffect, useState } from 'react';
import { api, ApiError, showToast } from '../../api';
import { DEVICE_ANALYSIS_PATH, DEVICE_BATTERY_PATH, type AnalysedDevice, type DeviceAnalysisAnswer } from '../../lib/deviceAnalysis';

const DAY = 86_400;

/** 'YYYY-MM-DD' in the browser's zone, and back to unix seconds at that day's start. */
const dayText = (unix: number) => {
  const d = new Date(unix * 1000);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};
const dayUnix = (text: string) => {
  const [y, m, d] = text.split('-').map(Number);
  if (!y || !m || !d) return Number.NaN;
  return Math.floor(new Date(y, m - 1, d).getTime() / 1000);
};

export function useDeviceAnalysis() {
  const [answer, setAnswer] = useState<DeviceAnalysisAnswer | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [editing, setEditing] = useState<AnalysedDevice | null>(null);
  const [batteryDay, setBatteryDay] = useState('');
  const [batteryError, setBatteryError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback(
    () =>
      api.get<DeviceAnalysisAnswer>(DEVICE_ANALYSIS_PATH).then(
        (value) => {
          setAnswer(value);
          setLoadFailed(false);
        },
        () => setLoadFailed(true),
      ),
    [],
  );
  useEffect(() => {
    void load();
  }, [load]);

  const edit = useCallback((device: AnalysedDevice) => {
    setEditing(device);
    setBatteryError(null);
    setBatteryDay(dayText(device.battery.installedAt ?? Math.floor(Date.now() / 1000) - DAY));
  }, []);

  const saveBattery = useCallback(async () => {
    if (!editing) return;
    const installedAt = dayUnix(batteryDay);
    if (Number.isNaN(installedAt)) {
      setBatteryError('validation.invalid');
      return;
    }
    setBusy(true);
    try {
      await api.form('PUT', DEVICE_BATTERY_PATH, { deviceId: String(editing.id), installedAt: String(installedAt) });
      setEditing(null);
      showToast({ type: 'success', message: 'switches.analysis.batterySaved' });
      await load();
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors) setBatteryError(error.fieldErrors.installedAt ?? Object.values(error.fieldErrors)[0] ?? null);
    } finally {
      setBusy(false);
    }
  }, [batteryDay, editing, load]);

  return { answer, loadFailed, reload: load, editing, edit, close: () => setEditing(null), batteryDay, setBatteryDay, batteryError, busy, saveBattery };
}
