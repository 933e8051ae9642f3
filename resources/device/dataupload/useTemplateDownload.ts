/** The upload template of the chosen device (its model's columns, in the user's language), as csv or xlsx. */
import { useCallback, useState } from 'react';
import { downloadFile } from '../../../src/api';
import { DATA_UPLOAD_TEMPLATE_PATH, type UploadFormat } from '../../../src/lib/dataUpload';
import { browserUtcOffset } from '../statistics/statisticsApi';

export function useTemplateDownload(device: { id: number; number: string } | undefined) {
  const [busy, setBusy] = useState<UploadFormat | null>(null);
  const [failed, setFailed] = useState(false);
  const download = useCallback(
    async (format: UploadFormat) => {
      if (!device) return;
      setBusy(format);
      setFailed(false);
      try {
        await downloadFile(DATA_UPLOAD_TEMPLATE_PATH, `${device.number}-upload-template.${format}`, {
          params: { deviceId: device.id, format, utcOffset: browserUtcOffset() },
          silent: true,
        });
      } catch {
        setFailed(true);
      } finally {
        setBusy(null);
      }
    },
    [device],
  );
  return { busy, failed, download, dismiss: () => setFailed(false) };
}
