/**
 * The user import page (/management/userimport) against the real platform in-process: a role with
 * the user list's import code gets the upload; a role without it is told why, and no file picker.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderLivePage } from '../../test/support/livePage';
import { loggedInPlatform, loginAs } from '../../test/support/platformClient';
import { userWithPages } from '../../test/support/readingsFixture';
import { UserImportPage } from './UserImportPage';

// a platform starts per test: slow on a loaded machine
vi.setConfig({ hookTimeout: 60_000, testTimeout: 60_000 });
const harness = loggedInPlatform();

const render = () =>
  renderLivePage(<UserImportPage component="/management/userimport/index" name="ManagementUserImport" />, {
    path: '/management/userimport',
    pattern: '/management/userimport',
  });

describe('UserImportPage', () => {
  it('offers the template and the upload to a role with the import code', async () => {
    await render();
    expect(await screen.findByRole('button', { name: 'Choose file' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Download template' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Import Users');
  });

  it('tells a role without the code why it cannot import', async () => {
    const { platform } = harness();
    const viewer = await userWithPages(platform, 1, ['ManagementUser', 'ManagementUserImport'], ['managementuserimport_import']);
    await loginAs(harness(), { username: viewer.username, password: 'Limited@1234' });
    await render();
    expect(await screen.findByText("Your role cannot import users: it lacks the user list's import permission.")).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Choose file' })).toBeNull();
  });
});
