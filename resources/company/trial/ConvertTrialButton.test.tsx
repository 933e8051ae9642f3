import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { createI18nProvider } from '../../../src/providers/i18nProvider';
import { stubApi } from '../../../test/support/stubApi';
import { ConvertTrialButton } from './ConvertTrialButton';

const post = vi.fn();
stubApi({ post });

const access = { create: true, edit: true, delete: true, export: true, import: true };
const renderButton = (record: Record<string, unknown>, edit = true) =>
  render(
    <AdminContext i18nProvider={createI18nProvider('en')}>
      <ConvertTrialButton resource="company" page="toolscompanyman" record={{ id: 9, name: 'Trial Co', ...record }} access={{ ...access, edit }} />
    </AdminContext>,
  );

describe('ConvertTrialButton', () => {
  it('shows on a company in a trial, to who may edit companies, only', () => {
    const { unmount } = renderButton({ trialEndsAt: null });
    expect(screen.queryByRole('button', { name: 'Convert to customer' })).toBeNull();
    unmount();
    renderButton({ trialEndsAt: 1_900_000_000 }, false);
    expect(screen.queryByRole('button', { name: 'Convert to customer' })).toBeNull();
  });

  it('asks first, then calls POST /trialterms/convert/{id}', async () => {
    post.mockResolvedValue({ companyId: 9, trialEndsAt: null });
    renderButton({ trialEndsAt: 1_900_000_000 });
    fireEvent.click(screen.getByRole('button', { name: 'Convert to customer' }));
    expect(await screen.findByText(/This ends the trial of Trial Co/)).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/trialterms/convert/9', undefined, undefined, { silent: true }));
  });
});
