import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { ApiError } from '../../src/api';
import type { AlarmNotification } from '../../src/lib/alarms';
import { createI18nProvider } from '../../src/providers/i18nProvider';
import { SoundNowButton } from './SoundNowButton';
import { stubApi } from '../../test/support/stubApi';

const post = vi.fn();
const get = vi.fn();
stubApi({ post, get });

vi.setConfig({ testTimeout: 20_000 });

const access = { create: true, edit: true, delete: true, export: true, import: true };
const notification = (state: AlarmNotification['state'], reason: AlarmNotification['reason'] = null): AlarmNotification => ({
  id: 31,
  alarmId: null,
  level: 0,
  channel: 'alerter',
  receiverId: null,
  receiverName: 'Siren1',
  address: '2024****0001',
  text: 'Siren1: test sound',
  state,
  callState: null,
  reason,
  cost: 0,
  createdAt: 1_700_000_000,
  updatedAt: 1_700_000_000,
});

const renderButton = (edit = true, language: 'en' | 'zh-CN' = 'en') =>
  render(
    <AdminContext i18nProvider={createI18nProvider(language)}>
      <SoundNowButton resource="alerter" page="devicealert" record={{ id: 7, name: 'Siren1' }} access={{ ...access, edit }} />
    </AdminContext>,
  );

describe('SoundNowButton', () => {
  beforeEach(() => {
    post.mockReset();
    get.mockReset();
  });

  it('is shown with the edit permission only (the server asks for devicealert_edit)', () => {
    renderButton(false);
    expect(screen.queryByRole('button', { name: 'Sound now' })).toBeNull();
  });

  it('sends the command, reads its notification every second and shows the final state', async () => {
    post.mockResolvedValue({ id: 31 });
    get.mockResolvedValueOnce(notification('toBeSent')).mockResolvedValueOnce(notification('inProgress')).mockResolvedValue(notification('success'));
    renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'Sound now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sound Siren1' });
    expect(post).toHaveBeenCalledWith('/alarm/alerter/7/sound', undefined, undefined, { silent: true });
    expect(await screen.findByText('State: To be sent')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    expect(await screen.findByText('State: In progress', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(await screen.findByText('State: Success', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(get).toHaveBeenCalledWith('/alarm/notification/31', undefined, { silent: true });
    const polls = get.mock.calls.length;
    expect(polls).toBe(3);
    // a final state is not asked again
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(get).toHaveBeenCalledTimes(polls);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  });

  it('says why a notification was not sent, in the reader’s language', async () => {
    post.mockResolvedValue({ id: 31 });
    get.mockResolvedValue(notification('unsent', 'noAddress'));
    renderButton(true, 'zh-CN');
    fireEvent.click(screen.getByRole('button', { name: '立即鸣响' }));
    expect(await screen.findByText('状态：未发送')).toBeInTheDocument();
    expect(screen.getByText(/^原因：/)).toBeInTheDocument();
  });

  it('shows the server’s refusal of the command', async () => {
    post.mockRejectedValue(
      new ApiError({ status: '-4', message: 'Permission verification failed', serverMessage: 'Permission verification failed', httpStatus: 403 }),
    );
    renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'Sound now' }));
    expect(await screen.findByText('Permission verification failed')).toBeInTheDocument();
    expect(get).not.toHaveBeenCalled();
  });
});
