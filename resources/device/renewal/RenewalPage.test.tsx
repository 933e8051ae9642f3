/**
 * The renewal page (issue 28 §3) against the in-process platform: the devices due, the server's
 * price, a payment from the balance after its confirmation, the refusal of insufficient funds, and
 * the simulated WeChat QR flow, paid, and timed out.
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { session } from '../../../src/api';
import { createI18nProvider } from '../../../src/providers/i18nProvider';
import { RenewalPage } from './RenewalPage';
import { startPlatformServer, type PlatformHarness } from '../../../test/support/platformServer';
import { ADMIN, connectClient, loginAs } from '../../../test/support/platformClient';

vi.setConfig({ testTimeout: 30_000 });

let harness: PlatformHarness;
let device: { id: number; number: string; expire_date: number };
const DAY = 86_400;

beforeEach(async () => {
  harness = await startPlatformServer();
  connectClient(harness);
  await loginAs(harness, ADMIN);
  const db = harness.platform.app.db;
  device = await db.selectFrom('devices').select(['id', 'number', 'expire_date']).where('company_id', '=', 1).where('expire_date', '<', harness.platform.app.nowUnix() - 30 * DAY).orderBy('id').executeTakeFirstOrThrow();
});
afterEach(async () => {
  session.clear();
  await harness.close();
});

const db = () => harness.platform.app.db;
const funds = async () => Number((await db().selectFrom('companies').select('funds_balance').where('id', '=', 1).executeTakeFirstOrThrow()).funds_balance);
const expiry = async () => Number((await db().selectFrom('devices').select('expire_date').where('id', '=', device.id).executeTakeFirstOrThrow()).expire_date);

async function pickDevice() {
  render(
    <AdminContext i18nProvider={createI18nProvider('en')}>
      <RenewalPage component="/device/renewal/index" name="DeviceRenewal" />
    </AdminContext>,
  );
  expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Device renewal');
  expect(screen.getByTestId('renewal-warnings')).toHaveTextContent('From 2023-06-15, the SIM card of a device not renewed within 3 months of its expiry is cancelled.');
  fireEvent.change(screen.getByRole('searchbox', { name: 'Number or name' }), { target: { value: device.number } });
  fireEvent.click(await screen.findByRole('checkbox', { name: `Pick ${device.number}` }));
}

describe('the renewal page', () => {
  it('prices the devices picked on the server and pays from the balance after a confirmation', async () => {
    const before = await funds();
    await pickDevice();
    // MUI's select: open it and choose 2 years
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Term' }));
    fireEvent.click(await screen.findByRole('option', { name: '2 years' }));
    await waitFor(() => expect(screen.getByTestId('renewal-amount')).toHaveTextContent('1 device: ¥120'));
    fireEvent.click(screen.getByRole('button', { name: 'Pay from the balance' }));
    const confirm = await screen.findByRole('dialog', { name: 'Renew these devices?' });
    expect(confirm).toHaveTextContent('Renew 1 device for 2 years, paying ¥120 from the balance?');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Renew and pay' }));
    await screen.findByText('1 device renewed for ¥120.');
    expect(await funds()).toBe(before - 120);
    const expected = new Date(device.expire_date * 1000);
    expected.setUTCFullYear(expected.getUTCFullYear() + 2);
    expect(await expiry()).toBe(expected.getTime() / 1000);
  });

  it('says the balance is insufficient and does not offer to pay from it', async () => {
    await db().updateTable('companies').set({ funds_balance: 59 }).where('id', '=', 1).execute();
    await pickDevice();
    await screen.findByText('Insufficient balance: pick fewer devices or a shorter term, or pay by WeChat.');
    expect(screen.getByRole('button', { name: 'Pay from the balance' })).toBeDisabled();
    expect(await expiry()).toBe(device.expire_date);
  });

  it('shows the WeChat QR code with its countdown; the simulated payment renews the device', async () => {
    await pickDevice();
    await waitFor(() => expect(screen.getByTestId('renewal-amount')).toHaveTextContent('¥60'));
    fireEvent.click(screen.getByRole('button', { name: 'Pay by WeChat' }));
    const dialog = await screen.findByRole('dialog', { name: 'WeChat payment' });
    expect(await within(dialog).findByTestId('renewal-wechat-qr')).toHaveAttribute('src', expect.stringMatching(/^data:image\/png;base64,/));
    expect(within(dialog).getByRole('timer')).toHaveTextContent(/The code expires in 1[12]\d seconds/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Simulate the payment' }));
    await within(dialog).findByText('Paid: 1 device renewed.');
    const expected = new Date(device.expire_date * 1000);
    expected.setUTCFullYear(expected.getUTCFullYear() + 1);
    expect(await expiry()).toBe(expected.getTime() / 1000);
  });

  it('times the QR code out: it can no longer be paid, and a new code is offered', async () => {
    await pickDevice();
    await waitFor(() => expect(screen.getByTestId('renewal-amount')).toHaveTextContent('¥60'));
    fireEvent.click(screen.getByRole('button', { name: 'Pay by WeChat' }));
    const dialog = await screen.findByRole('dialog', { name: 'WeChat payment' });
    await within(dialog).findByTestId('renewal-wechat-qr');
    harness.platform.clock.advance(121);
    await within(dialog).findByText('Payment timed out: the QR code has expired. Generate a new one to pay.', undefined, { timeout: 5000 });
    expect(within(dialog).queryByRole('button', { name: 'Simulate the payment' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'New QR code' })).toBeInTheDocument();
    expect(await expiry()).toBe(device.expire_date);
  });
});
