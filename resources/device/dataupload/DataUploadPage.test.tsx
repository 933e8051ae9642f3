/**
 * The data upload page against the real platform in-process: a device picked, a csv with two bad
 * rows chosen and uploaded, its result listed row by row; a wrong file refused before sending;
 * a file the server refuses whole; a role without the upload code.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { File as NodeFile } from 'node:buffer';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DATA_UPLOAD_PATH } from '../../../src/lib/dataUpload';
import { localTime } from '../../../server/services/readings/export';
import { addFleetDevice, newFleet } from '../../../test/support/fleetFixture';
import { renderLivePage } from '../../../test/support/livePage';
import { loggedInPlatform, loginAs } from '../../../test/support/platformClient';
import { userWithPages } from '../../../test/support/readingsFixture';
import { DataUploadPage } from './DataUploadPage';

const harness = loggedInPlatform();
let uploads: number;
let deviceId: number;
const NUMBER = '88700001';

/** Node's own FormData (undici's, what fetch reads), reached through a Response since jsdom's replaces the global. */
const NodeFormData = (await new Response(new URLSearchParams('a=b')).formData()).constructor;

beforeEach(async () => {
  // jsdom's File and FormData are not what Node's fetch (the api's wire in tests) reads: the file's
  // bytes and name would be lost on the way. A real browser has one of each.
  vi.stubGlobal('File', NodeFile);
  vi.stubGlobal('FormData', NodeFormData);
  uploads = 0;
  harness().server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname === `/api${DATA_UPLOAD_PATH}`) uploads += 1;
  });
  const fleet = await newFleet(harness().platform, 'admin0001');
  deviceId = await addFleetDevice(harness().platform, fleet, { name: 'DUP logger', number: NUMBER });
});

afterEach(() => vi.unstubAllGlobals());

const render = () =>
  renderLivePage(<DataUploadPage component="/device/dataupload/index" name="DeviceDataUpload" />, {
    path: '/device/dataupload',
    pattern: '/device/dataupload',
  });

async function pickDevice(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByRole('combobox', { name: 'Device' }), NUMBER);
  await user.click(await screen.findByRole('option', { name: `${NUMBER} DUP logger` }));
}

function csvWithTwoBadRows(): File {
  const now = Math.floor(harness().platform.clock.now() / 1000);
  const at = (minutes: number) => localTime(now - 3600 + minutes * 60, 480);
  const lines = [
    'Time (UTC+08:00),Temperature (°C),Humidity (%RH)',
    `${at(0)},5.2,55`,
    `${at(1)},warm,55`,
    `${at(2)},5.4,56`,
    `${at(3)},-500,50`,
    `${at(4)},5.6,57`,
  ];
  return new File([`\uFEFF${lines.join('\r\n')}\r\n`], 'readings.csv', { type: 'text/csv' });
}

describe('DataUploadPage', () => {
  it('uploads a csv and lists its two bad rows with their reasons', async () => {
    const user = userEvent.setup();
    await render();
    expect(screen.getByTestId('upload-button')).toBeDisabled();
    await pickDevice(user);
    await user.upload(screen.getByTestId('file-input'), csvWithTwoBadRows());
    expect(screen.getByTestId('picked-file')).toHaveTextContent(/^readings\.csv \(\d+ B\)$/);
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    const result = await screen.findByTestId('upload-result');
    expect(within(result).getByTestId('upload-counts')).toHaveTextContent('5 rows read3 readings stored2 rows refused');
    const refused = within(within(result).getByTestId('refused-rows')).getAllByRole('row').slice(1);
    expect(refused.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent))).toEqual([
      ['3', 'Temperature (°C)', 'Temperature (°C) must be a number'],
      ['5', 'Temperature (°C)', 'Temperature (°C) must be between -100 and 150 °C'],
    ]);
    const stored = await harness().platform.app.db.selectFrom('readings').select('ts').where('device_id', '=', deviceId).execute();
    expect(stored).toHaveLength(3);

    // the same file again: nothing stored twice, the rows named
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(screen.getByTestId('upload-counts')).toHaveTextContent('0 readings stored3 rows already stored'));
    expect(screen.getByTestId('duplicate-rows')).toHaveTextContent('Already stored, kept once (rows): 2, 4, 6');
    expect(uploads).toBe(2);
  });

  it("refuses a file of another type before sending it, with the spec's message", async () => {
    const user = userEvent.setup();
    await render();
    await pickDevice(user);
    // dropped on the zone: the picker's own filter (accept) is not there to stop it
    fireEvent.drop(screen.getByTestId('file-drop'), { dataTransfer: { files: [new File(['hello'], 'notes.txt', { type: 'text/plain' })] } });
    expect(screen.getByTestId('file-problem')).toHaveTextContent('The upload format is incorrect, please upload xls or xlsx format');
    expect(screen.getByRole('button', { name: 'Choose a file' })).toHaveAccessibleDescription(/xls or xlsx format$/);
    expect(screen.getByTestId('upload-button')).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Remove the file' }));
    expect(screen.queryByTestId('file-problem')).toBeNull();
    expect(uploads).toBe(0);
  });

  it("shows the server's reason when it refuses the whole file", async () => {
    const user = userEvent.setup();
    await render();
    await pickDevice(user);
    await user.upload(screen.getByTestId('file-input'), new File(['time,colour\n2026-01-01 00:00:00,red\n'], 'odd.csv', { type: 'text/csv' }));
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByTestId('upload-error')).toHaveTextContent("Unknown column: colour. Use the template's columns");
  });

  it('shows a role without the upload code the page but no upload', async () => {
    const { platform } = harness();
    const company = await platform.app.db.selectFrom('users').select('company_id').where('username', '=', 'admin0001').executeTakeFirstOrThrow();
    const viewer = await userWithPages(platform, company.company_id, ['DeviceDataUpload', 'DeviceList']);
    await loginAs(harness(), { username: viewer.username, password: 'Limited@1234' });
    await render();
    expect(await screen.findByText('You can see this page but not upload: your role lacks the upload permission.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose a file' })).toBeDisabled();
  });
});
