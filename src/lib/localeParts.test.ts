import en from '../../locales/en.json';
import zhTW from '../../locales/zh-TW.json';
import { CONSOLE_NAMESPACES, joinMessages, PAGE_NAMESPACES, splitMessages } from './localeParts';

const pagesOf = (part: Record<string, unknown>) => Object.keys((part.app as { pages: object }).pages);

describe('splitMessages', () => {
  it('gives the login part no console string, the console part the layout’s and the dashboard’s, and the three join into the file again', () => {
    for (const messages of [en, zhTW] as Array<Record<string, unknown>>) {
      const { login, console, pages } = splitMessages(messages);
      for (const namespace of [...CONSOLE_NAMESPACES, ...PAGE_NAMESPACES]) expect(login).not.toHaveProperty(namespace);
      expect(pagesOf(login)).toEqual(expect.arrayContaining(['appdownload', 'notFound']));
      expect(pagesOf(login)).not.toContain('dashboard');
      expect(login).toHaveProperty('app.login');
      expect(login).toHaveProperty('validation');
      expect(console).toHaveProperty('alarm.panel');
      expect([...pagesOf(console)].sort()).toEqual(['dashboard', 'noAccess', 'sysconfig']);
      expect(pages).toHaveProperty('resources.device');
      expect(pagesOf(pages)).toEqual(expect.arrayContaining(['carmonitor', 'temperatureLog', 'downloadCenter']));
      expect(joinMessages(joinMessages(login, console), pages)).toEqual(messages);
    }
  });

  it('leaves most of the file to the pages', () => {
    const { login, console } = splitMessages(en as Record<string, unknown>);
    expect(JSON.stringify(login).length + JSON.stringify(console).length).toBeLessThan(JSON.stringify(en).length * 0.6);
  });
});
