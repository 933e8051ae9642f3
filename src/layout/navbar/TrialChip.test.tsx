import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext } from 'react-admin';
import { session } from '../../api';
import { trialEndDate } from '../../lib/trialEnd';
import { createI18nProvider } from '../../providers/i18nProvider';
import { TrialChip } from './TrialChip';

const DAY = 86_400;
const now = () => Math.floor(Date.now() / 1000);

const renderChip = (trialEndsAt?: number) => {
  session.set({ token: 't', username: 'trial01', webSetting: trialEndsAt === undefined ? {} : { trialEndsAt } });
  return render(
    <AdminContext i18nProvider={createI18nProvider('en')}>
      <TrialChip />
    </AdminContext>,
  );
};

// unmounted first: clearing the session is then no update of a mounted chip
afterEach(() => {
  cleanup();
  session.clear();
});

describe('TrialChip', () => {
  it('shows nothing for a customer', () => {
    renderChip();
    expect(screen.queryByTestId('navbar-trial')).toBeNull();
  });

  it('shows the end of a running trial, not as ended', () => {
    const ends = now() + 10 * DAY;
    renderChip(ends);
    const chip = screen.getByTestId('navbar-trial');
    expect(chip).toHaveTextContent(`Trial until ${trialEndDate(ends)}`);
    expect(chip).not.toHaveAttribute('data-ended');
    expect(chip.className).not.toMatch(/colorError/);
  });

  it('shows an ended trial in the error colour, its tooltip saying it is read-only and to contact sales', async () => {
    const ends = now() - 2 * DAY;
    renderChip(ends);
    const chip = screen.getByTestId('navbar-trial');
    expect(chip).toHaveTextContent(`Trial ended on ${trialEndDate(ends)}`);
    expect(chip).toHaveAttribute('data-ended', 'true');
    expect(chip.className).toMatch(/colorError/);
    // the keyboard reaches it; a pointer over it opens the tooltip
    await userEvent.tab();
    expect(chip).toHaveFocus();
    await userEvent.hover(chip);
    const tip = await screen.findByRole('tooltip');
    expect(tip).toHaveTextContent(`The trial of your company ended on ${trialEndDate(ends)}`);
    expect(tip).toHaveTextContent('Contact sales to subscribe.');
  });
});
