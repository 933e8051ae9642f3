/**
 * A row button of the calibration records (the certificate download page /device/certdownload and
 * the calibration info page): downloads the record's certificate PDF through the company-scoped
 * GET /calibration/{id}/certificate (signed, so the server checks the page and the company), its
 * dates in the user's zone. A failed download says so in a toast (src/api/download.ts).
 */
import { useState } from 'react';
import { Button } from 'react-admin';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { downloadFile } from '../../src/api';
import type { RecordActionProps } from '../../src/framework';
import { certificatePath } from '../../src/lib/calibration';
import { certificateFileName } from './certificateFileName';

const LABEL = 'resources.calibration.certificate';

export function CertificateButton({ record }: RecordActionProps) {
  const [busy, setBusy] = useState(false);
  const download = () => {
    setBusy(true);
    downloadFile(certificatePath(record.id), certificateFileName(record), { params: { utcOffset: -new Date().getTimezoneOffset() } })
      .catch(() => undefined)
      .finally(() => setBusy(false));
  };
  return (
    <Button label={LABEL} onClick={download} disabled={busy}>
      <PictureAsPdfIcon />
    </Button>
  );
}

/** the table sizes its actions column by it */
CertificateButton.label = LABEL;
