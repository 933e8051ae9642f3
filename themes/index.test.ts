import { describe, expect, it } from 'vitest';
import { resolveBranding } from './branding';
import { themes } from './index';

describe('themes', () => {
  it('are the default, red and hisense MUI themes', () => {
    expect(Object.keys(themes).sort()).toEqual(['default', 'hisense', 'red']);
    for (const theme of Object.values(themes)) expect(theme.palette.primary.main).toMatch(/^#[0-9a-f]{6}$/i);
  });

  it("match the login page's colours of each branding row", () => {
    for (const env of ['development', 'cmhk', 'hisense'] as const) {
      const branding = resolveBranding(env, '');
      expect(themes[branding.theme].palette.primary.main.toLowerCase()).toBe(branding.colors.primary.toLowerCase());
    }
  });
});
