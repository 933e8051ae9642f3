import { describe, expect, it } from 'vitest';
import { actionCode, actionOf, codeFor, hiddenCode, isVisible, pageKey } from './permissionCodes';

describe('codeFor', () => {
  it('puts the page key in every {page} of a code, not only the first', () => {
    expect(codeFor({ action: '{page}_add_{page}' }, 'devicelist')).toEqual({ actionCode: 'devicelist_add_devicelist' });
    expect(codeFor({ hidden: '{page}_hide_{page}' }, 'assetvehicle')).toEqual({ hiddenCode: 'assetvehicle_hide_assetvehicle' });
  });
});

describe('the code conventions', () => {
  it('builds and reads back a page’s action and hidden codes', () => {
    expect(pageKey('DeviceList')).toBe('devicelist');
    expect(actionCode('DeviceList', 'Add')).toBe('devicelist_add');
    expect(hiddenCode('DeviceList', 'import')).toBe('devicelist_hide_import');
    expect(actionOf('DeviceList', 'devicelist_hide_import')).toBe('import');
    expect(actionOf('DeviceList', 'assetvehicle_add')).toBeNull();
  });
});

describe('isVisible (spec §6)', () => {
  const user = ['device:add', 'device:hideExport'];
  it.each([
    [{}, true],
    [{ actionCode: 'device:add' }, true],
    [{ actionCode: 'device:delete' }, false],
    [{ hiddenCode: 'device:hideExport' }, false],
    [{ hiddenCode: 'device:hideOther' }, true],
    [{ hiddenCode: 'device:hideExport', actionCode: 'device:add' }, false],
    [{ hiddenCode: 'device:hideOther', actionCode: 'device:add' }, true],
    [{ hiddenCode: 'device:hideOther', actionCode: 'device:delete' }, false],
    [{ hiddenCode: '', actionCode: '' }, true],
  ])('%j → %s', (codes, expected) => {
    expect(isVisible(user, codes)).toBe(expected);
  });

  it('shows no action button to a user without permissions', () => {
    expect(isVisible([], { actionCode: 'x' })).toBe(false);
    expect(isVisible([], { hiddenCode: 'x' })).toBe(true);
  });
});

describe('isVisible with a set of codes', () => {
  it('answers as with a list', () => {
    const codes = new Set(['device:add']);
    expect(isVisible(codes, { actionCode: 'device:add' })).toBe(true);
    expect(isVisible(codes, { hiddenCode: 'device:add' })).toBe(false);
  });
});
