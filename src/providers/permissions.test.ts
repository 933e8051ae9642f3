import { canAccessAction } from './permissions';

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
