/**
 * The balance pages through the console's real client against the real platform in-process: the
 * account shows the company's credit, a top-up changes it and lands in the balance history.
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { ADMIN, loggedInPlatform } from '../../test/support/platformClient';
import { createI18nProvider } from '../../src/providers/i18nProvider';
import { AccountBalancePage } from './account/AccountBalancePage';
import { BalanceHistoryPage } from './history/BalanceHistoryPage';

vi.setConfig({ testTimeout: 60_000 });

const harness = loggedInPlatform(ADMIN);

async function company() {
  return harness().platform.app.db.selectFrom('companies').select(['id', 'name', 'sms_balance', 'voice_balance']).orderBy('id').executeTakeFirstOrThrow();
}

describe('balance pages against the platform', () => {
  it('shows the account, tops up SMS credit and lists the top-up in the history', async () => {
    const before = await company();
    const view = render(
      <AdminContext i18nProvider={createI18nProvider('en')}>
        <AccountBalancePage component="/management/accountbalance/index" name="ManagementAccountBalance" />
      </AdminContext>,
    );
    await waitFor(() => expect(screen.getByTestId('balance-sms')).toHaveTextContent(new Intl.NumberFormat('en').format(before.sms_balance)));
    expect(screen.getByText(`Paid by ${before.name}`)).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Top up: SMS balance' }));
    const dialog = await screen.findByRole('dialog', { name: 'Top up credit' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Credits to add/ }), { target: { value: '250' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Top up' }));
    await waitFor(() => expect(screen.getByTestId('balance-sms')).toHaveTextContent(new Intl.NumberFormat('en').format(before.sms_balance + 250)));
    expect((await company()).sms_balance).toBe(before.sms_balance + 250);
    view.unmount();

    render(
      <AdminContext i18nProvider={createI18nProvider('en')}>
        <BalanceHistoryPage component="/management/balancehistory/index" name="ManagementBalanceHistory" />
      </AdminContext>,
    );
    const table = await screen.findByRole('table', {}, { timeout: 10_000 });
    const topUp = within(table)
      .getAllByRole('row')
      .find((row) => within(row).queryByText('Top-up'));
    expect(topUp).toBeDefined();
    expect(
      within(topUp!)
        .getAllByRole('cell')
        .map((c) => c.textContent)
        .slice(1),
    ).toEqual(['SMS', '+250', String(before.sms_balance + 250), 'Top-up', before.name, ADMIN.username]);
  });
});
