/**
 * The import dialog learns its limits from the server (the settings IMPORT_MAX_BYTES and
 * IMPORT_MAX_ROWS, here set to 8 KB and 5 rows on the in-process platform): it says them, and
 * refuses a larger file before sending it, with the server's own message.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderLivePage } from '../../../test/support/livePage';
import { ADMIN, loggedInPlatform } from '../../../test/support/platformClient';
import { ImportDialog } from './ImportDialog';
import { useImport } from './useImport';

// a platform starts per test: slow on a loaded machine
vi.setConfig({ hookTimeout: 60_000, testTimeout: 60_000 });
loggedInPlatform(ADMIN, { importMaxBytes: 8 * 1024, importMaxRows: 5 });

function Harness() {
  const model = useImport('waybill');
  return <ImportDialog open name="Waybills" model={model} onClose={() => undefined} />;
}

describe('the import dialog’s limits', () => {
  it('says the server’s limits and refuses a larger file before sending it', async () => {
    await renderLivePage(<Harness />, { path: '/waybill/management', pattern: '/waybill/management' });
    const intro = await screen.findByTestId('import-intro');
    expect(intro).toHaveTextContent('at most 8 KB');
    expect(intro).toHaveTextContent('At most 5 rows per file.');
    const user = userEvent.setup();
    await user.upload(screen.getByTestId('import-file-input'), new File([new Uint8Array(9 * 1024)], 'big.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }));
    expect(screen.getByTestId('import-problem')).toHaveTextContent('The file must not exceed 8 KB');
    expect(screen.getByTestId('import-start')).toBeDisabled();
  });
});
