/**
 * webSetting (spec §3, an object) as the company config form edits it: JSON text of a flat object
 * whose values are text, numbers or true/false, within src/lib/companyConfig.ts's limits (the
 * server checks the same). Pure.
 */
import { WEB_SETTING_LIMITS, WEB_SETTING_RESERVED, type WebSettingValue } from '../../../src/lib/companyConfig';

export type WebSettingProblem = 'json' | 'notObject' | 'tooMany' | 'key' | 'reserved' | 'value' | 'tooLong';
export type WebSettingParse = { ok: true; value: Record<string, WebSettingValue> } | { ok: false; problem: WebSettingProblem; key?: string };

const KEY = /^[A-Za-z][A-Za-z0-9_]{0,39}$/;

export function webSettingText(value: Record<string, WebSettingValue>): string {
  return Object.keys(value).length ? JSON.stringify(value, null, 2) : '{}';
}

export function parseWebSettingText(text: string): WebSettingParse {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text.trim() || '{}');
  } catch {
    return { ok: false, problem: 'json' };
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return { ok: false, problem: 'notObject' };
  const entries = Object.entries(parsed);
  if (entries.length > WEB_SETTING_LIMITS.maxKeys) return { ok: false, problem: 'tooMany' };
  for (const [key, value] of entries) {
    if ((WEB_SETTING_RESERVED as readonly string[]).includes(key)) return { ok: false, problem: 'reserved', key };
    if (!KEY.test(key)) return { ok: false, problem: 'key', key };
    if (!['string', 'number', 'boolean'].includes(typeof value)) return { ok: false, problem: 'value', key };
    if (typeof value === 'string' && value.length > WEB_SETTING_LIMITS.maxText) return { ok: false, problem: 'tooLong', key };
  }
  return { ok: true, value: parsed as Record<string, WebSettingValue> };
}
