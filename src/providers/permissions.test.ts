import { session } from '../api';
import { canAccessAction, isVisible, permissionStore } from './permissions';

afterEach(() => session.clear());

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

describe('canAccessAction', () => {
  const state = { token: 't', userPermissions: ['device:add'] };
  it.each([
    ['op:device:add', true],
    ['op:device:delete', false],
    ['hide:device:add', false],
    ['hide:device:delete', true],
    ['list', true],
    ['edit', true],
  ])('%s → %s', (action, expected) => {
    expect(canAccessAction(action, state)).toBe(expected);
  });

  it('refuses everything when logged out', () => {
    expect(canAccessAction('list', { token: '', userPermissions: ['x'] })).toBe(false);
    expect(canAccessAction('hide:x', { token: '', userPermissions: [] })).toBe(false);
  });
});

describe('permissionStore', () => {
  it('notifies only when the permissions change', () => {
    const listener = vi.fn();
    const unsubscribe = permissionStore.subscribe(listener);
    session.set({ realname: 'x' });
    expect(listener).not.toHaveBeenCalled();
    session.set({ userPermissions: ['a'] });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(permissionStore.get()).toEqual(['a']);
    expect(permissionStore.get()).toBe(permissionStore.get());
    expect(permissionStore.isVisible({ actionCode: 'a' })).toBe(true);
    unsubscribe();
    session.set({ userPermissions: ['b'] });
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
