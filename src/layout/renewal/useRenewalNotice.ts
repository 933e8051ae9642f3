import { useCallback, useEffect, useState } from 'react';
import { api, showToast } from '../../api';
import { RENEWAL_NOTICE_READ_PATH, RENEWAL_NOTICE_WEB_PATH, type RenewalNoticeWeb } from '../../lib/renewal';

/** spec §8: a failed renewal notice request shows 'Request failed, please try again' */
export const REQUEST_FAILED_KEY = 'app.renewal.requestFailed';

export interface RenewalNotice {
  open: boolean;
  /** DeviceExpiredNum: the devices of the company whose service has run out */
  expiredCount: number;
  /** the read is being marked */
  busy: boolean;
  /** PUT /renewalnotice/read; closes the dialog once it succeeded (spec §4), true then */
  markRead(): Promise<boolean>;
}

function noticeOf(data: unknown): RenewalNoticeWeb | null {
  if (!data || typeof data !== 'object') return null;
  const { IsShow, DeviceExpiredNum } = data as Record<string, unknown>;
  return { IsShow: Boolean(IsShow), DeviceExpiredNum: Number(DeviceExpiredNum) || 0 };
}

/**
 * Spec §4's renewal dialog, its logic: once `ready` (the layout's announcement dialog is done, so
 * that two modal dialogs never stack), `GET /renewalnotice/web` once per login and per reload;
 * `IsShow` opens the dialog with `DeviceExpiredNum`. It closes only after `PUT /renewalnotice/read`
 * succeeded; a failed request, either one, shows the spec's message.
 */
export function useRenewalNotice(ready: boolean): RenewalNotice {
  const [open, setOpen] = useState(false);
  const [expiredCount, setExpiredCount] = useState(0);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!ready) return;
    const controller = new AbortController();
    api.get<unknown>(RENEWAL_NOTICE_WEB_PATH, undefined, { silent: true, signal: controller.signal }).then(
      (data) => {
        const notice = noticeOf(data);
        if (!notice) return showToast({ type: 'error', message: REQUEST_FAILED_KEY });
        setExpiredCount(notice.DeviceExpiredNum);
        setOpen(notice.IsShow);
      },
      () => {
        if (!controller.signal.aborted) showToast({ type: 'error', message: REQUEST_FAILED_KEY });
      },
    );
    return () => controller.abort();
  }, [ready]);

  const markRead = useCallback(async () => {
    setBusy(true);
    try {
      await api.put(RENEWAL_NOTICE_READ_PATH, undefined, undefined, { silent: true });
      setOpen(false);
      return true;
    } catch {
      showToast({ type: 'error', message: REQUEST_FAILED_KEY });
      return false;
    } finally {
      setBusy(false);
    }
  }, []);

  return { open, expiredCount, busy, markRead };
}
