/**
 * The API tool's logic: the "try it" form (docking key, call, fields), the signed call and its
 * answer, and, signed in (the menu page), the company's data-interface service state, kept as the
 * session's data-interface auth flag (spec §3). Without the service, the page says so (spec §6
 * "contact sales"); an answer '-4' says the same.
 */
import { useCallback, useEffect, useState } from 'react';
import { prefs } from '../../api';
import { ApiStatus } from '../../lib/contract';
import { dataInterfaceActive, DOCKING_KEY_PATTERN } from '../../lib/docking';
import { fetchAuthCodes } from '../../providers/authCodes';
import { sendDockingCall, type DockingExchange, type DockingOperation } from '../../providers/dockingCall';

export interface TryValues {
  key: string;
  data: string;
  number: string;
  start: string;
  end: string;
}

/** The service as the page knows it: unknown on the public page until a call answers. */
export type ServiceState = 'unknown' | 'loading' | 'active' | 'notActivated';

/** A sample batch and range around now: something to send as it is. */
function initialValues(): TryValues {
  const now = Math.floor(Date.now() / 1000);
  const data = JSON.stringify([{ number: '10000001', ts: now, temperature: 4.5, humidity: 60 }], null, 2);
  return { key: '', data, number: '10000001', start: String(now - 86_400), end: String(now) };
}

export function useApiTool(signedIn: boolean) {
  const [operation, setOperation] = useState<DockingOperation>('ingest');
  const [values, setValues] = useState<TryValues>(initialValues);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [exchange, setExchange] = useState<DockingExchange | null>(null);
  const [service, setService] = useState<ServiceState>(signedIn ? 'loading' : 'unknown');
  const [serviceCode, setServiceCode] = useState<number | null>(null);

  useEffect(() => {
    if (!signedIn) return undefined;
    let live = true;
    fetchAuthCodes()
      .then(({ service: code }) => {
        if (!live) return;
        const active = dataInterfaceActive(code);
        prefs.setDataInterfaceAuthorized(active);
        setServiceCode(code);
        setService(active ? 'active' : 'notActivated');
      })
      .catch(() => live && setService('unknown'));
    return () => {
      live = false;
    };
  }, [signedIn]);

  const change = useCallback((name: keyof TryValues, value: string) => {
    setValues((old) => ({ ...old, [name]: value }));
    setError(null);
  }, []);

  const send = useCallback(async () => {
    const key = values.key.trim();
    if (!DOCKING_KEY_PATTERN.test(key)) return setError('app.apitool.try.badKey');
    let params: Record<string, string>;
    if (operation === 'ingest') {
      try {
        if (!Array.isArray(JSON.parse(values.data))) return setError('app.apitool.try.badJson');
      } catch {
        return setError('app.apitool.try.badJson');
      }
      params = { data: JSON.stringify(JSON.parse(values.data)) };
    } else params = { number: values.number.trim(), start: values.start.trim(), end: values.end.trim() };
    setSending(true);
    setExchange(null);
    try {
      const answer = await sendDockingCall(key, operation, params);
      setExchange(answer);
      if ((answer.answer as { status?: string } | null)?.status === ApiStatus.forbidden) setService('notActivated');
    } catch {
      setError('app.apitool.try.networkError');
    } finally {
      setSending(false);
    }
    return undefined;
  }, [operation, values]);

  return { operation, setOperation, values, change, error, send, sending, exchange, service, serviceCode };
}

export type ApiTool = ReturnType<typeof useApiTool>;
