/**
 * A language switch reaches lists already open (issue 11 §2): react-admin's Datagrid keeps its
 * header cells and rows memoized on everything but their labels, and the console switches
 * language in place (useAppLocale) rather than re-keying the tree as react-admin does, so a
 * list's column headers and enum cells stayed in English until a reload.
 */
import { Activity, useEffect, type ReactElement } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, testDataProvider, type I18nProvider } from 'react-admin';
import zhCN from '../../../locales/zh-CN.json';
import { createI18nProvider } from '../../providers/i18nProvider';
import { SchemaPage } from '../SchemaPage';
import { SchemaRegistryContext } from '../schema/SchemaRegistryContext';
import { useAppLocale } from '../useAppLocale';
import { deviceRegistry as registry } from '../../../test/support/deviceListPage';
import { stubApi } from '../../../test/support/stubApi';

stubApi({ get: vi.fn(async () => ({ permissions: [] })) });

const rows = [{ id: 1, number: '10000001', name: 'Probe-1', type: 'temperature', model: 'CT-100', status: 1, online: 1, battery: 80, signal: 60, expireDate: 1_900_000_000, organizationId: 3 }];
const dataProvider = testDataProvider({
  getList: (async () => ({ data: rows, total: 1 })) as never,
  getMany: (async () => ({ data: [{ id: 3, name: 'Nanjing' }] })) as never,
});

const control: { switchTo?: (language: string) => Promise<void> } = {};
const switchTo = (language: string) => control.switchTo!(language);

/** As App.tsx: the language is state over the polyglot provider, its context value new per language. */
function Console({ mode, i18n }: { mode: 'visible' | 'hidden'; i18n: I18nProvider }): ReactElement {
  const { provider, contextValue } = useAppLocale(i18n);
  useEffect(() => {
    control.switchTo = (language) => provider.changeLocale(language);
  }, [provider]);
  return (
    <AdminContext dataProvider={dataProvider} i18nProvider={contextValue}>
      <SchemaRegistryContext.Provider value={registry}>
        <Activity mode={mode}>
          <SchemaPage binding={registry.pages.get('/device/list/index')!} name="DeviceList" />
        </Activity>
      </SchemaRegistryContext.Provider>
    </AdminContext>
  );
}

const headers = () => screen.getAllByRole('columnheader').map((h) => h.textContent?.trim()).filter(Boolean);
const zh = zhCN.resources.device.fields;

vi.setConfig({ testTimeout: 20_000 });

describe('an open list when the language changes', () => {
  it('shows its column headers and enum cells in the new language at once', async () => {
    render(<Console mode="visible" i18n={createI18nProvider('en')} />);
    await screen.findByText('Probe-1');
    expect(headers()).toContain('Device number');
    await act(() => switchTo('zh-CN'));
    // the model and signal are columns the list starts without (device.schema.json defaultHidden)
    await waitFor(() => expect(headers()).toEqual([zh.number, zh.name, zh.type, zh.status, zh.online, zh.battery, zh.expireDate, zh.organizationId]));
    expect(screen.getByText(zhCN.enums.deviceType.temperature)).toBeInTheDocument();
  });

  it('also when the list was hidden in the tab cache during the switch', async () => {
    const i18n = createI18nProvider('en');
    const { rerender } = render(<Console mode="visible" i18n={i18n} />);
    await screen.findByText('Probe-1');
    rerender(<Console mode="hidden" i18n={i18n} />);
    await act(() => switchTo('zh-TW'));
    rerender(<Console mode="visible" i18n={i18n} />);
    await waitFor(() => expect(headers()).toContain('設備編號'));
    expect(headers()).not.toContain('Device number');
  });
});
