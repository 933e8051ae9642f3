import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENVIRONMENTS } from '../src/lib/contract';
import { ENVIRONMENT_BRANDING, FALLBACK_BRANDING, PRODUCTION_BRANDING, resolveBranding, type Branding } from './branding';

const root = join(import.meta.dirname, '..');
const locale = (name: string) => JSON.parse(readFileSync(join(root, 'locales', `${name}.json`), 'utf8')) as Record<string, unknown>;
const LOCALES = { en: locale('en'), 'zh-CN': locale('zh-CN'), 'zh-TW': locale('zh-TW') };
const lookup = (messages: Record<string, unknown>, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), messages);

const ROWS: Branding[] = [FALLBACK_BRANDING, ...Object.values(ENVIRONMENT_BRANDING), ...Object.values(PRODUCTION_BRANDING)];

describe('resolveBranding', () => {
  it('has a row for every environment but production, which goes by domain', () => {
    for (const env of ENVIRONMENTS) {
      const branding = resolveBranding(env, 'localhost');
      if (env === 'production') expect(branding.key).toBe(FALLBACK_BRANDING.key);
      else expect(branding.key).toBe(env);
    }
  });

  it.each([
    ['console.coldchain.example', 'production'],
    ['CONSOLE.ColdChain.example.', 'production'],
    ['iot.frostline.example', 'frostline'],
    ['eu.iot.frostline.example', 'frostline'],
    ['cold.pharmatrack.example', 'pharmatrack'],
    ['pharmatrack.example', 'default'],
    ['evil-iot.frostline.example.attacker.example', 'default'],
    ['notiot.frostline.example', 'default'],
    ['127.0.0.1', 'default'],
    ['', 'default'],
  ])('in production, %s → %s', (hostname, key) => {
    expect(resolveBranding('production', hostname).key).toBe(key);
  });

  it('ignores the domain outside production', () => {
    expect(resolveBranding('cmhk', 'iot.frostline.example').key).toBe('cmhk');
  });

  it('offers the language picker only in international, cmhk, sandbox, development and maison (spec §1)', () => {
    const withPicker = ENVIRONMENTS.filter((env) => resolveBranding(env, 'console.coldchain.example').languagePicker);
    expect([...withPicker].sort()).toEqual(['cmhk', 'development', 'international', 'maison', 'sandbox']);
  });

  it('gives the announcement dialog a close button only in development and sandbox, on no production domain (README "Announcements")', () => {
    const closable = ENVIRONMENTS.filter((env) => resolveBranding(env, 'console.coldchain.example').announcementClose);
    expect([...closable].sort()).toEqual(['development', 'sandbox']);
    expect(resolveBranding('production', 'iot.frostline.example').announcementClose).toBe(false);
  });

  it('uses the red theme in cmhk and yslly, the hisense theme in hisense', () => {
    expect(resolveBranding('cmhk', '').theme).toBe('red');
    expect(resolveBranding('yslly', '').theme).toBe('red');
    expect(resolveBranding('hisense', '').theme).toBe('hisense');
    expect(resolveBranding('development', '').theme).toBe('default');
  });
});

describe('every branding row', () => {
  it.each(ROWS.map((row) => [row.key, row] as const))('%s: its logo is an SVG in public/', (_key, row) => {
    expect(row.logo).toMatch(/^\/logos\/[\w-]+\.svg$/);
    const file = join(root, 'public', row.logo);
    expect(existsSync(file)).toBe(true);
    expect(readFileSync(file, 'utf8')).toMatch(/^<svg [^>]*viewBox=/);
  });

  it.each(ROWS.map((row) => [row.key, row] as const))('%s: title and copyright exist in the three languages', (_key, row) => {
    for (const [name, messages] of Object.entries(LOCALES)) {
      expect(lookup(messages, row.title), `${name} ${row.title}`).toEqual(expect.any(String));
      expect(lookup(messages, row.copyright), `${name} ${row.copyright}`).toMatch(/%\{year\}/);
    }
  });

  it.each(ROWS.map((row) => [row.key, row] as const))('%s: links are https and colours are hex', (_key, row) => {
    for (const url of [row.wechatUrl, row.appDownload.page, row.appDownload.android, row.appDownload.ios]) expect(url).toMatch(/^https:\/\//);
    for (const colour of Object.values(row.colors)) expect(colour).toMatch(/^#[0-9a-f]{6}$/i);
  });
});
