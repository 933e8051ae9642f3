/**
 * The upload of one file for one device: the file picked (checked here first), then sent as
 * multipart to POST /dataupload; the answer (every row's result) or the failure stays on the page
 * until the next upload. A field error of the server (the file refused whole) is shown as such.
 */
import { useCallback, useRef, useState } from 'react';
import { useLocaleState } from 'ra-core';
import { api, ApiError, errorMessage } from '../../../src/api';
import { DATA_UPLOAD_PATH, type UploadResult } from '../../../src/lib/dataUpload';
import { browserUtcOffset } from '../statistics/statisticsApi';
import { fileProblem, type FileProblem } from './pickedFile';

export type UploadState =
  | { status: 'idle' }
  | { status: 'uploading'; name: string }
  | { status: 'done'; name: string; result: UploadResult }
  /** `message` is a translation key or the server's own text */
  | { status: 'failed'; message: string; params?: Record<string, string> };

export function useDataUpload(deviceId: number | null) {
  const [locale] = useLocaleState();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<FileProblem | null>(null);
  const [state, setState] = useState<UploadState>({ status: 'idle' });
  const running = useRef(false);

  const pick = useCallback(
    (picked: File | null) => {
      setFile(picked);
      setProblem(picked ? fileProblem(picked, locale) : null);
    },
    [locale],
  );

  const upload = useCallback(async () => {
    if (deviceId === null || !file || problem || running.current) return;
    running.current = true;
    setState({ status: 'uploading', name: file.name });
    try {
      const result = await api.form<UploadResult>('POST', DATA_UPLOAD_PATH, { deviceId, utcOffset: browserUtcOffset() }, { file }, { silent: true });
      setState({ status: 'done', name: file.name, result });
    } catch (error) {
      const refused = error instanceof ApiError ? (error.fieldErrors?.file ?? error.fieldErrors?.deviceId) : undefined;
      setState({ status: 'failed', message: refused ?? errorMessage(error, 'resources.device.dataUpload.failed') });
    } finally {
      running.current = false;
    }
  }, [deviceId, file, problem]);

  return { file, problem, pick, state, upload, canUpload: deviceId !== null && file !== null && problem === null && state.status !== 'uploading' };
}
