import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { ApiError } from '../../../src/api';
import type { OrderPage, OrderRow } from '../../../src/lib/recharge';
import { createI18nProvider } from '../../../src/providers/i18nProvider';
import { stubApi } from '../../../test/support/stubApi';
import { OrdersPage } from './OrdersPage';

const get = vi.fn();
stubApi({ get });
vi.setConfig({ testTimeout: 20_000 });

const north = { id: 2, name: 'North Depot' };
const parent = { id: 1, name: 'Coldchain Co.' };
const rows: OrderRow[] = [
  { key: 'recharge-3', type: 'recharge', id: 3, state: 'paid', amount: 500, unit: 'sms', company: north, payer: north, method: 'recharge', actor: 'admin0001', createdAt: 1_700_000_000, paidAt: 1_700_000_000 },
  { key: 'renewal-9', type: 'renewal', id: 9, state: 'pending', amount: 120, unit: 'funds', company: north, payer: parent, method: 'wechat', actor: 'admin0002', createdAt: 1_699_990_000, paidAt: null },
];

const renderPage = () =>
  render(
    <AdminContext i18nProvider={createI18nProvider('en')}>
      <OrdersPage component="/management/order/index" name="ManagementOrder" />
    </AdminContext>,
  );

describe('OrdersPage', () => {
  beforeEach(() => get.mockReset());

  it('shows each order with its kind, payer, amount and state, and filters by kind and state from the first page', async () => {
    get.mockResolvedValue({ list: rows, total: 2 } satisfies OrderPage);
    renderPage();
    const table = await screen.findByTestId('orders-table');
    const recharge = within(table).getByText('Recharge #3').closest('tr')!;
    expect(recharge).toHaveTextContent('500 SMS credits');
    expect(recharge).toHaveTextContent('Paid');
    const renewal = within(table).getByText('Renewal #9').closest('tr')!;
    expect(renewal).toHaveTextContent('Coldchain Co.');
    expect(renewal).toHaveTextContent('¥120');
    expect(renewal).toHaveTextContent('Awaiting payment');
    expect(renewal).toHaveTextContent('WeChat Pay');
    expect(get).toHaveBeenLastCalledWith('/order', { page: 1, perPage: 20 }, expect.objectContaining({ silent: true }));

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Kind' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Device renewal' }));
    await waitFor(() => expect(get).toHaveBeenLastCalledWith('/order', { page: 1, perPage: 20, type: 'renewal' }, expect.anything()));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'State' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Expired' }));
    await waitFor(() => expect(get).toHaveBeenLastCalledWith('/order', { page: 1, perPage: 20, type: 'renewal', state: 'expired' }, expect.anything()));
  });

  it('says when no order matches, and when loading failed, with a retry', async () => {
    get.mockResolvedValueOnce({ list: [], total: 0 });
    const view = renderPage();
    expect(await screen.findByTestId('orders-empty')).toHaveTextContent('No orders match these filters');
    view.unmount();

    get.mockRejectedValueOnce(new ApiError({ status: '-4', message: 'Permission verification failed', httpStatus: 403, serverMessage: 'Permission verification failed' })).mockResolvedValue({ list: rows, total: 2 });
    renderPage();
    const error = await screen.findByTestId('orders-error');
    expect(error).toHaveTextContent('Permission verification failed');
    fireEvent.click(within(error).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('orders-table')).toBeInTheDocument();
  });
});
