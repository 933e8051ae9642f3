import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderShell } from '../../../test/support/renderShell';
import { Breadcrumb } from './Breadcrumb';

describe('Breadcrumb', () => {
  it("links Index, separates with '/', and leaves noredirect items and the last item unlinked", async () => {
    renderShell(<Breadcrumb />, { path: '/device/detail/42' });
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    const items = within(nav).getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual(['Home', 'Devices', 'Device detail']);
    expect(within(nav).getAllByRole('link').map((a) => a.textContent)).toEqual(['Home']);
    expect(nav.querySelectorAll('.MuiBreadcrumbs-separator')).toHaveLength(2);
    nav.querySelectorAll('.MuiBreadcrumbs-separator').forEach((s) => expect(s).toHaveTextContent('/'));
    expect(within(nav).getByText('Device detail')).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(nav).getByRole('link', { name: 'Home' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/index');
  });

  it('shows the Dashboard alone on /index', () => {
    renderShell(<Breadcrumb />, { path: '/index' });
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(nav).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Dashboard']);
    expect(within(nav).queryByRole('link')).toBeNull();
  });
});
