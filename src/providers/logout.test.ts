import { logoutRedirect } from './logout';

describe('logoutRedirect (spec §2)', () => {
  const menu = ['/index', '/device/list', '/management/user', '/statistics/reports/download'];
  it.each([
    ['/device/list', '/login?redirect=/device/list'],
    ['/device/list?page=2&size=10', '/login?redirect=/device/list%3Fpage%3D2%26size%3D10'],
    ['/device/list#top', '/login?redirect=/device/list%23top'],
    ['/device/list/', '/login?redirect=/device/list/'],
    ['/management/user?name=%E4%B8%AD', '/login?redirect=/management/user%3Fname%3D%25E4%25B8%25AD'],
    ['/device/detail/12', '/login?redirect=/'],
    ['/device', '/login?redirect=/'],
    ['/404', '/login?redirect=/'],
    ['/redirect/device/list', '/login?redirect=/'],
    ['/', '/login?redirect=/'],
    ['', '/login?redirect=/'],
  ])('%s → %s', (current, expected) => {
    expect(logoutRedirect(current, menu)).toBe(expected);
  });

  it('round-trips through URLSearchParams to the original full path', () => {
    const current = '/device/list?a=b%26c&d=1#x';
    const target = logoutRedirect(current, menu);
    expect(new URLSearchParams(target.split('?')[1]).get('redirect')).toBe(current);
  });

  it('sends everyone to / with no visible menu', () => {
    expect(logoutRedirect('/device/list', [])).toBe('/login?redirect=/');
  });
});
