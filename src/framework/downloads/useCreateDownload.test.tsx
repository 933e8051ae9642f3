/**
 * The other pages' way into the download centre, over the real platform: a job made says so with
 * a link to the centre (for a user who has the page, none otherwise), a refusal shows the
 * server's reason for the field, already in the user's language.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import en from '../../../locales/en.json';
import { session } from '../../api';
import type { CreateDownloadBody } from '../../lib/downloads';
import { createI18nProvider } from '../../providers/i18nProvider';
import { fetchServerRoutes } from '../../providers/routesProvider';
import { downloadCentrePlatform } from '../../../test/support/downloadCenterPage';
import { DownloadJobNotice, useCreateDownload } from '.';

vi.setConfig({ testTimeout: 30_000 });
const centre = downloadCentrePlatform();

function ExportButton({ body }: { body: CreateDownloadBody }) {
  const { state, create, reset } = useCreateDownload();
  return (
    <>
      <button type="button" disabled={state.status === 'creating'} onClick={() => void create(body)}>
        export all
      </button>
      <DownloadJobNotice state={state} onClose={reset} />
    </>
  );
}

function renderButton(params: object) {
  // the test-only kind is not in CreateDownloadBody's union
  const body = { kind: 'testRows', params } as unknown as CreateDownloadBody;
  return render(
    <MemoryRouter>
      <AdminContext i18nProvider={createI18nProvider('en')}>
        <ExportButton body={body} />
      </AdminContext>
    </MemoryRouter>,
  );
}

it('says the job is made, with a link to the download centre', async () => {
  await centre.signIn();
  await fetchServerRoutes();
  renderButton({ rows: 3 });
  await userEvent.click(screen.getByRole('button', { name: 'export all' }));
  const notice = await screen.findByTestId('download-job-created');
  expect(notice).toHaveTextContent(en.downloads.created.replace('%{title}', 'Rows 3'));
  expect(screen.getByRole('link', { name: en.downloads.openCentre })).toHaveAttribute('href', '/statistics/downloadcenter');
  await userEvent.click(screen.getByRole('button', { name: /close/i }));
  await waitFor(() => expect(screen.queryByTestId('download-job-created')).toBeNull());
});

it('links nowhere for a user without the centre\'s page', async () => {
  await centre.signIn();
  session.set({ permissionRoutes: [] });
  renderButton({ rows: 3 });
  await userEvent.click(screen.getByRole('button', { name: 'export all' }));
  expect(await screen.findByTestId('download-job-created')).toBeInTheDocument();
  expect(screen.queryByRole('link')).toBeNull();
});

it('shows a refusal\'s reason for its field', async () => {
  await centre.signIn();
  renderButton({ rows: 0 });
  await userEvent.click(screen.getByRole('button', { name: 'export all' }));
  expect(await screen.findByTestId('download-job-failed')).toHaveTextContent('rows: 1 to 1000000');
});
