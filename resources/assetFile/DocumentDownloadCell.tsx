/**
 * A document's file in the list, the cards and the detail: a link that downloads it through
 * GET /assetFile/{id}/download (signed, so the server checks the page and the company), saved
 * under its uploaded name. A failed download says so in a toast (src/api/download.ts).
 */
import { useState, type MouseEvent } from 'react';
import Link from '@mui/material/Link';
import { downloadFile } from '../../src/api';
import type { CellProps } from '../../src/framework/widgets/registry';

export function DocumentDownloadCell({ value, record, translate }: CellProps) {
  const [busy, setBusy] = useState(false);
  const name = (value as { name?: unknown } | null)?.name;
  if (typeof name !== 'string' || record?.id === undefined) return null;
  const download = (event: MouseEvent) => {
    // the row's own click opens the detail: a download is not that
    event.preventDefault();
    event.stopPropagation();
    setBusy(true);
    downloadFile(`/assetFile/${String(record.id)}/download`, name)
      .catch(() => undefined)
      .finally(() => setBusy(false));
  };
  return (
    <Link component="button" type="button" variant="body2" onClick={download} disabled={busy} title={translate('resources.assetFile.download')} sx={{ overflowWrap: 'anywhere', textAlign: 'left' }}>
      {name}
    </Link>
  );
}
