/**
 * A job's buttons on the download centre page over the real platform: Download saves the job's
 * file under its name through the console's download helper (a failure is its toast message);
 * Delete asks first and is shown only with the page's delete code; a phone shows cards.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import en from '../../../locales/en.json';
import { subscribeToasts, DOWNLOAD_FAILED, type Toast } from '../../api';
import { testFileName } from '../../../test/support/downloadTestKind';
import { createTestJob, downloadCentrePlatform, renderDownloadCentre } from '../../../test/support/downloadCenterPage';
import { PLATFORM_API } from '../../../test/support/platformServer';

vi.setConfig({ testTimeout: 30_000 });
const centre = downloadCentrePlatform();
const K = en.app.pages.downloadCenter;

/** What the browser was asked to save: the link's file name and the blob's text. */
function captureSaves() {
  const saved: Array<{ name: string; text: Promise<string> }> = [];
  const blobs: Blob[] = [];
  Object.assign(URL, { createObjectURL: vi.fn((blob: Blob) => (blobs.push(blob), 'blob:saved')), revokeObjectURL: vi.fn() });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, text: blobs.at(-1)!.text() });
  });
  return saved;
}

async function doneJob(rows: number) {
  const job = await createTestJob({ rows });
  await centre.get().harness.platform.app.downloads.drain();
  return job;
}

it('downloads a done job\'s file under its name', async () => {
  await centre.signIn();
  const job = await doneJob(120);
  const saved = captureSaves();
  renderDownloadCentre();
  await userEvent.click(await screen.findByTestId(`job-download-${job.id}`));
  await waitFor(() => expect(saved).toHaveLength(1));
  expect(saved[0]!.name).toBe(testFileName(120));
  expect((await saved[0]!.text).trim().split('\n')).toHaveLength(121);
});

it('says so when the file cannot be downloaded', async () => {
  await centre.signIn();
  const job = await doneJob(5);
  const toasts: Toast[] = [];
  const stop = subscribeToasts((toast) => toasts.push(toast));
  centre.get().harness.server.use(http.get(`${PLATFORM_API}/downloads/${job.id}/file`, () => HttpResponse.json({ status: '-6', message: 'gone' }, { status: 404 }), { once: true }));
  renderDownloadCentre();
  await userEvent.click(await screen.findByTestId(`job-download-${job.id}`));
  await waitFor(() => expect(toasts.map((toast) => toast.message)).toContain(DOWNLOAD_FAILED));
  stop();
});

it('deletes a job after a confirmation that names it; Cancel keeps it', async () => {
  await centre.signIn();
  const job = await doneJob(7);
  renderDownloadCentre();
  await userEvent.click(await screen.findByTestId(`job-delete-${job.id}`));
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent(K.deleteTitle);
  expect(dialog).toHaveTextContent(K.deleteContent.replace('%{title}', 'Rows 7'));
  await userEvent.click(within(dialog).getByRole('button', { name: en.ra.action.cancel }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(screen.getByTestId(`job-${job.id}`)).toBeInTheDocument();
  expect(centre.get().harness.count('DELETE', `/downloads/${job.id}`)).toBe(0);

  await userEvent.click(screen.getByTestId(`job-delete-${job.id}`));
  await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: en.ra.action.confirm }));
  expect(await screen.findByTestId('download-center-empty')).toBeInTheDocument();
  expect(centre.get().harness.count('DELETE', `/downloads/${job.id}`)).toBe(1);
});

it('shows no Delete without the page\'s delete code', async () => {
  await centre.signIn({ canDelete: false });
  const job = await doneJob(2);
  renderDownloadCentre();
  await screen.findByTestId(`job-download-${job.id}`);
  // the codes load after the list: give them their turn before judging
  await waitFor(() => expect(centre.get().harness.count('GET', '/operation/permission')).toBeGreaterThan(0));
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(screen.queryByTestId(`job-delete-${job.id}`)).toBeNull();
});

it('shows one card per job at phone width, with its figures and buttons', async () => {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('max-width:599.95px'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
  }));
  const username = await centre.signIn();
  const job = await doneJob(9);
  renderDownloadCentre();
  const card = await screen.findByTestId(`job-${job.id}`);
  expect(card.tagName).toBe('LI');
  expect(screen.queryByRole('table')).toBeNull();
  expect(within(card).getByText(K.columns.user)).toBeInTheDocument();
  expect(within(card).getByText(username)).toBeInTheDocument();
  expect(within(card).getByTestId(`job-download-${job.id}`)).toBeInTheDocument();
  vi.unstubAllGlobals();
});
