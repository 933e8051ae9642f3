import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { ApiError, session } from '../../../src/api';
import type { AccountBalance } from '../../../src/lib/balance';
import { createI18nProvider } from '../../../src/providers/i18nProvider';
import { AccountBalancePage } from './AccountBalancePage';
import { stubApi } from '../../../test/support/stubApi';

const get = vi.fn();
const post = vi.fn();
stubApi({ get, post });

vi.setConfig({ testTimeout: 20_000 });

const independent: AccountBalance = { sms: 1200, voice: 35, settlement: 'independent', payer: { id: 1, name: 'Coldchain Co.' }, canTopUp: true };
const shared: AccountBalance = { sms: 80, voice: 9, settlement: 'shared', payer: { id: 9, name: 'Parent Group' }, canTopUp: false };

const renderPage = (language: 'en' | 'zh-CN' | 'zh-TW' = 'en') =>
  render(
    <AdminContext i18nProvider={createI18nProvider(language)}>
      <AccountBalancePage component="/management/accountbalance/index" name="ManagementAccountBalance" />
    </AdminContext>,
  );

describe('AccountBalancePage', () => {
  beforeEach(() => {
    get.mockReset();
    post.mockReset();
    session.set({ companyId: 1 });
  });

  it('is headed with its name, as its menu, tab and breadcrumb name it, in each language (issue 26 §3)', async () => {
    get.mockResolvedValue(independent);
    for (const [language, title] of [['en', 'Account balance'], ['zh-CN', '账户余额'], ['zh-TW', '賬戶餘額']] as const) {
      const view = renderPage(language);
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
      expect(screen.getByRole('region', { name: title })).toBeInTheDocument();
      await screen.findByTestId('balance-sms');
      view.unmount();
    }
  });

  it('shows the SMS and voice balance, the settlement and who pays', async () => {
    get.mockResolvedValue(independent);
    renderPage();
    expect(screen.getByTestId('balance-account-loading')).toBeInTheDocument();
    const sms = await screen.findByRole('region', { name: 'SMS balance' });
    expect(within(sms).getByTestId('balance-sms')).toHaveTextContent('1,200');
    expect(within(sms).getByText('1200 credits')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Voice balance' })).getByTestId('balance-voice')).toHaveTextContent('35');
    expect(screen.getByText('Independent settlement')).toBeInTheDocument();
    expect(screen.getByText('Paid by Coldchain Co.')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Top up/ })).toHaveLength(2);
    expect(get).toHaveBeenCalledWith('/balance/account', undefined, expect.objectContaining({ silent: true }));
  });

  it('a shared account draws from its parent and offers no top-up (spec §6)', async () => {
    get.mockResolvedValue(shared);
    renderPage('zh-CN');
    expect(await screen.findByText('共享结算')).toBeInTheDocument();
    expect(screen.getByText('由 Parent Group 支付')).toBeInTheDocument();
    expect(screen.getByText('本账户共享 Parent Group 的余额，不能单独充值。')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /充值/ })).toBeNull();
  });

  it('tops up: a whole number of credits of the chosen balance, then shows the new balance', async () => {
    get.mockResolvedValueOnce(independent).mockResolvedValue({ ...independent, voice: 535 });
    post.mockResolvedValue({ balanceAfter: 535 });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Top up: Voice balance' }));
    const dialog = await screen.findByRole('dialog', { name: 'Top up credit' });
    expect(within(dialog).getByRole('combobox', { name: 'Balance' })).toHaveTextContent('Voice');
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Credits to add/ }), { target: { value: '2.5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Top up' }));
    expect(await within(dialog).findByText('Enter a whole number of credits, at least 1')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();

    fireEvent.change(within(dialog).getByRole('textbox', { name: /Credits to add/ }), { target: { value: '500' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Top up' }));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/balance/topup', { companyId: 1, kind: 'voice', amount: 500 }, undefined, { silent: true }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByTestId('balance-voice')).toHaveTextContent('535'));
  });

  it('keeps the dialog open with the server’s refusal', async () => {
    get.mockResolvedValue(independent);
    post.mockRejectedValue(
      new ApiError({
        status: '0',
        message: 'Shared accounts cannot top up individually',
        serverMessage: 'Shared accounts cannot top up individually',
        httpStatus: 200,
      }),
    );
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Top up: SMS balance' }));
    const dialog = await screen.findByRole('dialog', { name: 'Top up credit' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Credits to add/ }), { target: { value: '100' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Top up' }));
    expect(await within(dialog).findByText('Shared accounts cannot top up individually')).toBeInTheDocument();
    expect((within(dialog).getByRole('textbox', { name: /Credits to add/ }) as HTMLInputElement).value).toBe('100');
  });

  it('says when the balance cannot be loaded, and tries again', async () => {
    get.mockRejectedValueOnce(new ApiError({ status: '', message: 'app.errors.network', httpStatus: 0 })).mockResolvedValue(independent);
    renderPage();
    const error = await screen.findByTestId('balance-account-error');
    fireEvent.click(within(error).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('balance-sms')).toHaveTextContent('1,200');
  });
});
