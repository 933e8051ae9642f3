import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { createI18nProvider } from '../../src/providers/i18nProvider';
import { ResetPasswordButton } from './ResetPasswordButton';
import { stubApi } from '../../test/support/stubApi';

const put = vi.fn();
stubApi({ put });

const access = { create: true, edit: true, delete: true, export: true, import: true };
const renderButton = (edit: boolean) =>
  render(
    <AdminContext i18nProvider={createI18nProvider('en')}>
      <ResetPasswordButton resource="user" page="managementuser" record={{ id: 7, username: 'operator01' }} access={{ ...access, edit }} />
    </AdminContext>,
  );

describe('ResetPasswordButton', () => {
  it('is shown with the edit permission only', () => {
    renderButton(false);
    expect(screen.queryByRole('button', { name: 'Reset password' })).toBeNull();
  });

  it('asks first, then calls PUT /user/{id}/resetpassword', async () => {
    put.mockResolvedValue({ id: 7 });
    renderButton(true);
    fireEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText(/Reset the password of operator01\?/)).toBeInTheDocument();
    expect(put).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(put).toHaveBeenCalledWith('/user/7/resetpassword', undefined, undefined, { silent: true }));
  });
});
