/**
 * The simulated WeChat payment of a renewal (issue 28 §3; spec §9: the QR flow has a timeout):
 * the order is made, its link drawn as a QR code, then its state is asked for every 2 seconds
 * until it is paid or its time is up; the countdown shows the seconds left. This reference server
 * has no payment provider, so `simulatePaid` stands for the customer paying (README "Renewal").
 */
import QRCode from 'qrcode';
import { useCallback, useEffect, useRef, useState } from 'react';
import { apiNowUnix } from '../../../src/api';
import type { RenewalBody, WechatOrder } from '../../../src/lib/renewal';
import { createWechatOrder, fetchWechatOrder, simulateWechatPayment } from './renewalApi';

export const POLL_MS = 2000;

export type WechatPhase = 'idle' | 'creating' | 'pending' | 'paid' | 'expired' | 'failed';

export interface WechatPay {
  phase: WechatPhase;
  order: WechatOrder | null;
  /** the QR code as a data: URL */
  qr: string | null;
  secondsLeft: number;
  error: unknown;
  start(body: RenewalBody): Promise<void>;
  simulatePaid(): Promise<void>;
  reset(): void;
}

export function useWechatPay(onPaid: () => void): WechatPay {
  const [phase, setPhase] = useState<WechatPhase>('idle');
  const [order, setOrder] = useState<WechatOrder | null>(null);
  const [qr, setQr] = useState<string | null>(null);
  const [now, setNow] = useState(() => apiNowUnix());
  const [error, setError] = useState<unknown>(null);
  const paidRef = useRef(onPaid);
  useEffect(() => {
    paidRef.current = onPaid;
  });

  const settle = useCallback((next: WechatOrder) => {
    setOrder(next);
    if (next.state === 'paid') {
      setPhase('paid');
      paidRef.current();
    } else if (next.state === 'expired') setPhase('expired');
  }, []);

  const start = useCallback(async (body: RenewalBody) => {
    setPhase('creating');
    setError(null);
    try {
      const created = await createWechatOrder(body);
      setQr(await QRCode.toDataURL(created.qrText, { width: 220, margin: 1 }));
      setOrder(created);
      setNow(apiNowUnix());
      setPhase('pending');
    } catch (failure) {
      setError(failure);
      setPhase('failed');
    }
  }, []);

  const secondsLeft = order ? Math.max(0, order.expiresAt - now) : 0;
  // the time is up on this side too: the server refuses the order past it
  const current: WechatPhase = phase === 'pending' && secondsLeft === 0 ? 'expired' : phase;

  // the countdown, and the order's state, while it waits
  useEffect(() => {
    if (current !== 'pending' || !order) return;
    const tick = setInterval(() => setNow(apiNowUnix()), 1000);
    const poll = setInterval(() => {
      fetchWechatOrder(order.orderId).then(settle, () => undefined);
    }, POLL_MS);
    return () => {
      clearInterval(tick);
      clearInterval(poll);
    };
  }, [order, current, settle]);

  const simulatePaid = useCallback(async () => {
    if (!order) return;
    try {
      settle(await simulateWechatPayment(order.orderId));
    } catch (failure) {
      setError(failure);
      // the server says why (paid already, or its time is up): ask it for the state it is in
      fetchWechatOrder(order.orderId).then(settle, () => undefined);
    }
  }, [order, settle]);

  const reset = useCallback(() => {
    setPhase('idle');
    setOrder(null);
    setQr(null);
    setError(null);
  }, []);

  return { phase: current, order, qr, secondsLeft, error, start, simulatePaid, reset };
}
