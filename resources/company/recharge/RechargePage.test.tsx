import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { ApiError } from '../../../src/api';
import type { RechargeCompany } from '../../../src/lib/recharge';
import { createI18nProvider } from '../../../src/providers/i18nProvider';
import { stubApi } from '../../../test/support/stubApi';
import { RechargePage } from './RechargePage';

const get = vi.fn();
const post = vi.fn();
stubApi({ get, post });
vi.setConfig({ testTimeout: 20_000 });

const north: RechargeCompany = { id: 2, name: 'North Depot', settlement: 'independent', sms: 100, voice: 5, canRecharge: true, payer: { id: 2, name: 'North Depot' } };
const branch: RechargeCompany = { id: 3, name: 'Branch', settlement: 'shared', sms: 0, voice: 0, canRecharge: false, payer: { id: 2, name: 'North Depot' } };

function answer(codes: string[], companies: RechargeCompany[] = [north, branch]) {
  get.mockImplementation((path: string) => {
    if (path === '/operation/permission') return Promise.resolve({ permissions: codes, unreadAnnouncements: 0 });
    if (path === '/recharge/companies') return Promise.resolve({ list: companies });
    return Promise.reject(new Error(`unexpected GET ${path}`));
  });
}

const renderPage = () =>
  render(
    <AdminContext i18nProvider={createI18nProvider('en')}>
      <RechargePage component="/tools/recharge/index" name="ToolsRecharge" />
    </AdminContext>,
  );

async function choose(label: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: new RegExp(label) }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

describe('RechargePage', () => {
  beforeEach(() => {
    get.mockReset();
    post.mockReset();
  });

  it('lists the companies with their credit and settlement', async () => {
    answer(['toolsrecharge_add']);
    renderPage();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Recharge');
    const table = await screen.findByTestId('recharge-companies');
    expect(within(table).getByTestId('recharge-sms-2')).toHaveTextContent('100');
    expect(within(table).getByText('draws from North Depot')).toBeInTheDocument();
  });

  it('checks the amount, asks for a confirmation, and recharges only once confirmed', async () => {
    answer(['toolsrecharge_add']);
    post.mockResolvedValue({ orderId: 7, companyId: 2, kind: 'voice', amount: 500, balanceAfter: 505 });
    renderPage();
    await screen.findByTestId('recharge-companies');
    fireEvent.click(screen.getByRole('button', { name: 'Recharge' }));
    expect(await screen.findByText('Choose a company')).toBeInTheDocument();
    expect(screen.getByText('Enter the credits to add')).toBeInTheDocument();

    await choose('Company', 'North Depot');
    await choose('Balance', 'Voice');
    const amount = screen.getByRole('textbox', { name: /Credits to add/ });
    for (const [typed, message] of [
      ['2.5', 'Enter a whole number of credits'],
      ['0', 'Enter at least 1 credit'],
      ['1000001', 'At most 1000000 credits at once'],
    ]) {
      fireEvent.change(amount, { target: { value: typed } });
      fireEvent.click(screen.getByRole('button', { name: 'Recharge' }));
      expect(await screen.findByText(message!)).toBeInTheDocument();
    }
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(post).not.toHaveBeenCalled();

    fireEvent.change(amount, { target: { value: '500' } });
    fireEvent.click(screen.getByRole('button', { name: 'Recharge' }));
    const dialog = await screen.findByRole('dialog', { name: 'Recharge North Depot?' });
    expect(dialog).toHaveTextContent('Add 500 Voice credits to North Depot: its balance goes from 5 to 505.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(post).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Recharge' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Recharge' }));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/recharge', { companyId: 2, kind: 'voice', amount: 500 }, undefined, { silent: true }));
    expect(await screen.findByTestId('recharge-done')).toHaveTextContent('500 Voice credits added to North Depot; the balance is now 505.');
  });

  it("says a shared-settlement company cannot recharge on its own (spec §6), and shows the server's refusal, keeping what was typed", async () => {
    answer(['toolsrecharge_add']);
    post.mockRejectedValue(new ApiError({ status: '0', message: 'Shared accounts cannot top up individually', httpStatus: 200, serverMessage: 'Shared accounts cannot top up individually' }));
    renderPage();
    await screen.findByTestId('recharge-companies');
    await choose('Company', 'Branch (draws from North Depot)');
    expect(await screen.findByText('Shared accounts cannot top up individually: recharge North Depot instead')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: /Credits to add/ }), { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Recharge' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(post).not.toHaveBeenCalled();

    // the server decides too: its refusal shows, what was typed stays
    await choose('Company', 'North Depot');
    fireEvent.click(screen.getByRole('button', { name: 'Recharge' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Recharge' }));
    expect(await screen.findByTestId('recharge-failure')).toHaveTextContent('Shared accounts cannot top up individually');
    expect(screen.getByRole('textbox', { name: /Credits to add/ })).toHaveValue('10');
  });

  it('offers no form without the page’s add code', async () => {
    answer([]);
    renderPage();
    expect(await screen.findByText(/cannot recharge/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Recharge' })).toBeNull();
    expect(await screen.findByTestId('recharge-companies')).toBeInTheDocument();
  });
});
