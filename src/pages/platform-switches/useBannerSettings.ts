/**
 * The background management page's logic (issue 30 §5): the maintenance banner as stored, a form
 * over it (what the user typed stays until saved or reloaded), and saving it; the server's field
 * messages shown beside their fields.
 */
import { useCallback, useState } from 'react';
import { ApiError, showToast } from '../../api';
import type { BannerSeverity, PlatformBanner } from '../../lib/platformSwitches';
import { fromInputText, toInputText } from './localTime';
import { readBanner, saveBanner } from './switchesApi';
import { useLoadState } from './useLoadState';

export interface BannerForm {
  enabled: boolean;
  severity: BannerSeverity;
  textZhCN: string;
  textZhTW: string;
  textEn: string;
  startsAt: string;
  endsAt: string;
}

const formOf = (banner: PlatformBanner): BannerForm => ({
  enabled: banner.enabled,
  severity: banner.severity,
  textZhCN: banner.text['zh-CN'],
  textZhTW: banner.text['zh-TW'],
  textEn: banner.text.en,
  startsAt: toInputText(banner.startsAt),
  endsAt: toInputText(banner.endsAt),
});

const EMPTY: BannerForm = { enabled: false, severity: 'info', textZhCN: '', textZhTW: '', textEn: '', startsAt: '', endsAt: '' };

export function useBannerSettings() {
  const [form, setForm] = useState<BannerForm>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const apply = useCallback((banner: PlatformBanner) => setForm(formOf(banner)), []);
  const { state, setState, reload } = useLoadState(readBanner, apply);

  const change = useCallback(<K extends keyof BannerForm>(key: K, value: BannerForm[K]) => setForm((f) => ({ ...f, [key]: value })), []);

  const save = useCallback(async () => {
    const fields: Record<string, string> = { enabled: String(form.enabled), severity: form.severity, textZhCN: form.textZhCN, textZhTW: form.textZhTW, textEn: form.textEn };
    const local: Record<string, string> = {};
    for (const key of ['startsAt', 'endsAt'] as const) {
      const unix = fromInputText(form[key]);
      if (Number.isNaN(unix)) local[key] = 'validation.invalid';
      else if (unix !== null) fields[key] = String(unix);
    }
    setErrors(local);
    if (Object.keys(local).length) return;
    setBusy(true);
    try {
      const saved = await saveBanner(fields);
      setForm(formOf(saved));
      setState({ kind: 'ready', value: saved });
      showToast({ type: 'success', message: 'switches.common.saved' });
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors) setErrors(error.fieldErrors);
    } finally {
      setBusy(false);
    }
  }, [form, setState]);

  return { state, reload, form, change, errors, busy, save };
}
