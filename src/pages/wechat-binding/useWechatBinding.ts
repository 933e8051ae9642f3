import { useCallback, useEffect, useState } from 'react';
import { apiNowUnix, showToast } from '../../api';
import { WECHAT_POLL_MS, type WechatBindingStatus, type WechatTicket } from '../../lib/wechatBinding';
import { createTicket, readBinding, simulateScan, ticketState, unbind } from './wechatBindingApi';

export type BindingFlow =
  | { step: 'idle' }
  | { step: 'qr'; ticket: WechatTicket; secondsLeft: number }
  | { step: 'expired' };

/**
 * The WeChat binding (issue 28 §4): the user's binding; "bind" asks for a ticket and shows its QR
 * code, polled every WECHAT_POLL_MS until it is scanned (bound) or expires (then the page says so
 * and offers a new code); "unbind" after a confirmation. `simulate` stands for the scan in
 * development (the platform says whether it offers it).
 */
export function useWechatBinding() {
  const [status, setStatus] = useState<WechatBindingStatus | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [flow, setFlow] = useState<BindingFlow>({ step: 'idle' });
  const [busy, setBusy] = useState(false);

  const load = useCallback(() => readBinding().then(setStatus, () => setLoadFailed(true)), []);
  useEffect(() => {
    void load();
  }, [load]);
  const reload = () => {
    setLoadFailed(false);
    void load();
  };

  const bound = useCallback(async () => {
    setFlow({ step: 'idle' });
    showToast({ type: 'success', message: 'resources.wechatbinding.bound' });
    await load();
  }, [load]);

  const ticket = flow.step === 'qr' ? flow.ticket : null;
  // the countdown, on the api's clock (the ticket's expiry is the platform's)
  useEffect(() => {
    if (!ticket) return undefined;
    const tick = () => {
      const secondsLeft = Math.max(0, ticket.expiresAt - apiNowUnix());
      setFlow((f) => (f.step === 'qr' && f.ticket === ticket ? (secondsLeft > 0 ? { ...f, secondsLeft } : { step: 'expired' }) : f));
    };
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [ticket]);
  // whether WeChat has confirmed the scan
  useEffect(() => {
    if (!ticket) return undefined;
    let stopped = false;
    const timer = setInterval(() => {
      ticketState(ticket.ticket).then(
        ({ state }) => {
          if (stopped) return;
          if (state === 'bound') void bound();
          else if (state === 'expired') setFlow({ step: 'expired' });
        },
        () => undefined,
      );
    }, WECHAT_POLL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [ticket, bound]);

  const run = async (work: () => Promise<void>) => {
    if (busy) return;
    setBusy(true);
    try {
      await work();
    } catch {
      // the wire has shown the failure; the page stays as it was
    } finally {
      setBusy(false);
    }
  };

  const start = () =>
    run(async () => {
      const created = await createTicket();
      setFlow({ step: 'qr', ticket: created, secondsLeft: Math.max(0, created.expiresAt - apiNowUnix()) });
    });

  const simulate = () =>
    run(async () => {
      if (!ticket) return;
      const { state } = await simulateScan(ticket.ticket);
      if (state === 'bound') await bound();
      else setFlow({ step: 'expired' });
    });

  const remove = () =>
    run(async () => {
      await unbind();
      showToast({ type: 'success', message: 'resources.wechatbinding.unbound' });
      await load();
    });

  const cancel = () => setFlow({ step: 'idle' });

  return { status, loading: !status && !loadFailed, loadFailed, reload, flow, busy, start, simulate, remove, cancel };
}
