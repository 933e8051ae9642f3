import { describe, expect, it } from 'vitest';
import { stayInTab, tabPathOf } from './tabPath';

describe('tabPathOf', () => {
  it('is the full path of a plain location', () => {
    expect(tabPathOf({ pathname: '/device/list', search: '?online=1' })).toBe('/device/list?online=1');
  });

  it('keeps a rewritten address in the tab it was opened as', () => {
    const opened = { pathname: '/device/list', search: '?online=1' };
    const rewritten = { pathname: '/device/list', search: '?online=1&status=2', state: stayInTab(opened) };
    expect(tabPathOf(rewritten)).toBe('/device/list?online=1');
    // rewritten again: still the first tab
    expect(tabPathOf({ pathname: '/device/list', search: '?status=3', state: stayInTab(rewritten) })).toBe('/device/list?online=1');
  });

  it('ignores the tab state of another page', () => {
    expect(tabPathOf({ pathname: '/waybill/management', search: '', state: { tab: '/device/list?online=1' } })).toBe('/waybill/management');
    expect(tabPathOf({ pathname: '/device/list', search: '', state: { tab: 7 } })).toBe('/device/list');
  });
});
