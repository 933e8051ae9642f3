/**
 * The download centre page over the real platform (test-only job kind): the empty and loading
 * states, a job's state and progress followed by polling while it is under way, no polling once
 * nothing is pending or while the page is hidden, a failure's reason, and a failed load's retry.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import en from '../../../locales/en.json';
import { createTestJob, downloadCentrePlatform, renderDownloadCentre, showPage } from '../../../test/support/downloadCenterPage';
import { PLATFORM_API } from '../../../test/support/platformServer';
import { POLL_MS } from './useDownloadJobs';

vi.setConfig({ testTimeout: 30_000 });
const centre = downloadCentrePlatform();
const K = en.app.pages.downloadCenter;
const listCalls = () => centre.get().harness.count('GET', '/downloads');
const stateOf = (id: number) => screen.getByTestId(`job-state-${id}`).getAttribute('data-state');

it('shows the loading state, then the empty list', async () => {
  await centre.signIn();
  renderDownloadCentre();
  expect(screen.getByTestId('download-center-loading')).toHaveTextContent(K.loading);
  expect(await screen.findByTestId('download-center-empty')).toHaveTextContent(K.empty);
  expect(screen.getByRole('heading', { name: K.title })).toBeInTheDocument();
});

it('follows a job from queued through running (with its progress) to done, then stops polling', async () => {
  const username = await centre.signIn();
  const { harness, kind } = centre.get();
  const job = await createTestJob({ rows: 5000, hold: true });
  renderDownloadCentre();
  const row = await screen.findByTestId(`job-${job.id}`);
  expect(within(row).getByText('Rows 5000')).toBeInTheDocument();
  expect(within(row).getByText(username)).toBeInTheDocument();
  expect(within(row).getByText(en.downloads.states.queued)).toBeInTheDocument();

  await harness.platform.app.downloads.tick();
  await waitFor(() => expect(stateOf(job.id)).toBe('running'), { timeout: POLL_MS * 3 });
  const bar = screen.getByTestId(`job-progress-${job.id}`);
  expect(bar).toHaveAttribute('aria-valuenow', '25');
  expect(within(row).getByText(K.progress.replace('%{progress}', '25'))).toBeInTheDocument();
  expect(within(row).queryByTestId(`job-download-${job.id}`)).toBeNull();

  kind.release();
  await harness.platform.app.downloads.drain();
  await waitFor(() => expect(stateOf(job.id)).toBe('done'), { timeout: POLL_MS * 3 });
  expect(within(row).getByText(en.downloads.states.done)).toBeInTheDocument();
  expect(within(row).getByTestId(`job-download-${job.id}`)).toBeEnabled();
  expect(screen.queryByTestId(`job-progress-${job.id}`)).toBeNull();

  // nothing pending: no more polling
  const calls = listCalls();
  await new Promise((resolve) => setTimeout(resolve, POLL_MS * 1.5));
  expect(listCalls()).toBe(calls);
});

it('does not poll while the page is hidden, and loads again when it shows', async () => {
  await centre.signIn();
  const { harness } = centre.get();
  const job = await createTestJob({ rows: 10 });
  renderDownloadCentre();
  await screen.findByTestId(`job-${job.id}`);
  showPage(false);
  const calls = listCalls();
  await harness.platform.app.downloads.drain();
  await new Promise((resolve) => setTimeout(resolve, POLL_MS * 1.5));
  expect(listCalls()).toBe(calls);
  expect(stateOf(job.id)).toBe('queued');
  showPage(true);
  await waitFor(() => expect(stateOf(job.id)).toBe('done'));
});

it('shows a failed job\'s reason, and filters by state', async () => {
  await centre.signIn();
  const { harness } = centre.get();
  const failed = await createTestJob({ rows: 3, fail: 'noData' });
  const done = await createTestJob({ rows: 3 });
  await harness.platform.app.downloads.drain();
  renderDownloadCentre();
  expect(await screen.findByTestId(`job-reason-${failed.id}`)).toHaveTextContent(en.downloads.reasons.noData);
  expect(screen.getByTestId(`job-${done.id}`)).toBeInTheDocument();

  await userEvent.click(within(screen.getByTestId('download-state-filter')).getByRole('combobox'));
  await userEvent.click(await screen.findByRole('option', { name: en.downloads.states.failed }));
  await waitFor(() => expect(screen.queryByTestId(`job-${done.id}`)).toBeNull());
  expect(screen.getByTestId(`job-${failed.id}`)).toBeInTheDocument();
  await userEvent.click(within(screen.getByTestId('download-state-filter')).getByRole('combobox'));
  await userEvent.click(await screen.findByRole('option', { name: en.downloads.states.running }));
  expect(await screen.findByTestId('download-center-empty')).toHaveTextContent(K.emptyFiltered);
});

it('says when the list cannot be loaded, and loads it again on Retry', async () => {
  await centre.signIn();
  const { harness } = centre.get();
  harness.server.use(http.get(`${PLATFORM_API}/downloads`, () => HttpResponse.json({ status: '0', message: 'Request failed' }, { status: 500 }), { once: true }));
  renderDownloadCentre();
  const error = await screen.findByTestId('download-center-error');
  expect(error).toHaveTextContent(K.loadFailed);
  await userEvent.click(within(error).getByRole('button', { name: en.app.retry }));
  expect(await screen.findByTestId('download-center-empty')).toBeInTheDocument();
});
