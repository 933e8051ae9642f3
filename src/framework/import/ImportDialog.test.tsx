/**
 * The Import dialog against the real platform in-process: an xlsx of waybills with three bad rows
 * uploaded (its progress shown while it is on its way), the count stored and the three rows listed with their column and reason, the file
 * back with its result column; a file of another kind refused before sending, with the spec's message.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ExcelJS from 'exceljs';
import { File as NodeFile } from 'node:buffer';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, wrapTransport } from '../../api';
import { renderLivePage } from '../../../test/support/livePage';
import { loggedInPlatform } from '../../../test/support/platformClient';
import { ImportDialog } from './ImportDialog';
import { useImport } from './useImport';

// a platform starts per test: slow on a loaded machine
vi.setConfig({ hookTimeout: 60_000, testTimeout: 60_000 });
const harness = loggedInPlatform();
/** Node's own FormData (undici's, what fetch reads), reached through a Response since jsdom's replaces the global. */
const NodeFormData = (await new Response(new URLSearchParams('a=b')).formData()).constructor;
let saved: Blob[];

beforeEach(() => {
  // jsdom's File and FormData are not what Node's fetch (the api's wire in tests) reads
  vi.stubGlobal('File', NodeFile);
  vi.stubGlobal('FormData', NodeFormData);
  saved = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    saved.push(blob as Blob);
    return 'blob:result';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function Harness() {
  const model = useImport('waybill');
  return <ImportDialog open name="Waybills" model={model} onClose={() => undefined} />;
}

/** The dialog, once it says the server's limits (until then it cannot upload). */
async function render() {
  const view = await renderLivePage(<Harness />, { path: '/waybill/management', pattern: '/waybill/management' });
  await screen.findByTestId('import-intro');
  return view;
}

async function xlsxFile(rows: ReadonlyArray<ReadonlyArray<string | number | null>>, name: string): Promise<File> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet1');
  for (const row of rows) sheet.addRow([...row]);
  return new File([Buffer.from(await workbook.xlsx.writeBuffer())], name, { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
}

describe('ImportDialog', () => {
  it('uploads an xlsx, lists its three bad rows and gives the file back with the results', async () => {
    const { platform } = harness();
    const organization = await platform.app.db.selectFrom('users').select('organization_id').where('username', '=', 'admin0001').executeTakeFirstOrThrow();
    await api.post('/asset', { role: 3, name: 'DialogBox', type: 'ordinary', status: 1, organizationId: organization.organization_id });
    const header = ['Waybill number', 'Ship now', 'Asset type', 'Asset name', 'Min temperature (°C)', 'Max temperature (°C)', 'Consignor - Institution', 'Consignee - Institution'];
    const file = await xlsxFile(
      [
        header,
        ['DLG-1', 'No', 'Cold box', 'DialogBox', 2, 8, 'A', 'B'],
        ['DLG-2', 'Yes', 'Cold box', 'NoSuchBox', 2, 8, 'A', 'B'],
        ['DLG-1', 'No', 'Cold box', 'DialogBox', 2, 8, 'A', 'B'],
        ['DLG-4', 'No', 'Cold box', 'DialogBox', 'warm', 8, 'A', 'B'],
      ],
      'waybills.xlsx',
    );
    const user = userEvent.setup();
    await render();
    expect(screen.getByTestId('import-start')).toBeDisabled();
    await user.upload(screen.getByTestId('import-file-input'), file);
    expect(screen.getByTestId('import-picked')).toHaveTextContent('File: waybills.xlsx');
    // the upload held on its way: the dialog shows its progress and cannot be closed or sent twice
    let release: (() => void) | undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const undo = wrapTransport((next) => async (request) => {
      if (request.method === 'POST' && request.url.endsWith('/waybill/import')) await held;
      return next(request);
    });
    try {
      await user.click(screen.getByTestId('import-start'));
      expect(await screen.findByTestId('import-progress')).toHaveTextContent('Uploading and checking the rows…');
      expect(screen.getByTestId('import-start')).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Close' })).toBeDisabled();
    } finally {
      release?.();
      undo();
    }
    const result = await screen.findByTestId('import-result', {}, { timeout: 10_000 });
    expect(screen.queryByTestId('import-progress')).toBeNull();
    expect(within(result).getByTestId('import-summary')).toHaveTextContent('1 of 4 rows imported');
    const rows = within(within(result).getByTestId('import-errors')).getAllByRole('row').slice(1);
    expect(rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent))).toEqual([
      ['3', 'Asset name', 'No asset of this type is named NoSuchBox in your company'],
      ['4', 'Waybill number', 'DLG-1 is already used in row 2 of the file'],
      ['5', 'Min temperature (°C)', 'Must be a number'],
    ]);
    expect(screen.getByText('3 problems in the rows not imported')).toBeInTheDocument();

    await user.click(screen.getByTestId('import-download-result'));
    await waitFor(() => expect(saved).toHaveLength(1));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await saved[0]!.arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).getCell(9).value).toBe('Import result');
    expect(sheet.getRow(2).getCell(9).value).toBe('Imported');
    expect(sheet.getRow(3).getCell(9).value).toBe('Asset name: No asset of this type is named NoSuchBox in your company');
  });

  it("refuses a file of another kind before sending it, with the spec's message", async () => {
    const user = userEvent.setup({ applyAccept: false });
    await render();
    await user.upload(screen.getByTestId('import-file-input'), new File(['number\nX\n'], 'waybills.csv', { type: 'text/csv' }));
    expect(screen.getByTestId('import-problem')).toHaveTextContent('The upload format is incorrect, please upload xls or xlsx format');
    expect(screen.getByTestId('import-start')).toBeDisabled();
  });

  it("shows the server's reason when it refuses the whole file", async () => {
    const user = userEvent.setup();
    await render();
    await user.upload(screen.getByTestId('import-file-input'), await xlsxFile([['Waybill number'], ['X-1']], 'short.xlsx'));
    await user.click(screen.getByTestId('import-start'));
    expect(await screen.findByTestId('import-error', {}, { timeout: 10_000 })).toHaveTextContent('The column Ship now is missing. Use the template');
  });
});
