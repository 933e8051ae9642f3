/**
 * An entity's import (issue 29 §3, src/lib/import.ts): a file picked (its kind and size checked
 * here first, with the server's own messages; the server checks again), sent as multipart to
 * POST /{resource}/import; the answer (rows stored, the problems of the others, the file back with
 * a result column) stays until the next file. A file the server refuses whole shows its reason.
 */
import { useCallback, useRef, useState } from 'react';
import { api, ApiError, downloadFile, errorMessage, saveBlob } from '../../api';
import { IMPORT_MAX_BYTES, importFormatOf, importPath, importTemplatePath, type ImportResult } from '../../lib/import';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export type ImportState =
  | { status: 'idle' }
  | { status: 'uploading'; name: string }
  | { status: 'done'; name: string; result: ImportResult }
  /** `message` is a translation key or the server's own text */
  | { status: 'failed'; message: string; params?: Record<string, string> };

export interface FileProblem {
  key: string;
  params?: Record<string, string>;
}

/** Spec §5/§8: xls or xlsx only, with the spec's message; at most the route's limit. */
export function importFileProblem(file: Pick<File, 'name' | 'size'>): FileProblem | null {
  if (!importFormatOf(file.name)) return { key: 'validation.file.excel' };
  if (file.size > IMPORT_MAX_BYTES) return { key: 'validation.file.maxSize', params: { limit: `${IMPORT_MAX_BYTES / 1024 / 1024} MB` } };
  return null;
}

function bytesOf(base64: string): Uint8Array {
  const text = atob(base64);
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
}

export function useImport(resource: string) {
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<FileProblem | null>(null);
  const [state, setState] = useState<ImportState>({ status: 'idle' });
  const [templateFailed, setTemplateFailed] = useState(false);
  const running = useRef(false);

  const pick = useCallback((picked: File | null) => {
    setFile(picked);
    setProblem(picked ? importFileProblem(picked) : null);
  }, []);

  const upload = useCallback(async () => {
    if (!file || problem || running.current) return;
    running.current = true;
    setState({ status: 'uploading', name: file.name });
    try {
      // times written without a zone are the user's wall time
      const utcOffset = -new Date().getTimezoneOffset();
      const result = await api.form<ImportResult>('POST', importPath(resource), { utcOffset }, { file }, { silent: true });
      setState({ status: 'done', name: file.name, result });
    } catch (error) {
      const refused = error instanceof ApiError ? error.fieldErrors?.file : undefined;
      setState({ status: 'failed', message: refused ?? errorMessage(error, 'app.schema.import.failed') });
    } finally {
      running.current = false;
    }
  }, [file, problem, resource]);

  const downloadResult = useCallback(() => {
    if (state.status !== 'done') return;
    saveBlob(new Blob([bytesOf(state.result.resultFile) as BlobPart], { type: XLSX_TYPE }), state.result.resultName);
  }, [state]);

  const downloadTemplate = useCallback(async () => {
    setTemplateFailed(false);
    try {
      await downloadFile(importTemplatePath(resource), `${resource}-import-template.xlsx`, { silent: true });
    } catch {
      setTemplateFailed(true);
    }
  }, [resource]);

  const reset = useCallback(() => {
    setFile(null);
    setProblem(null);
    setState({ status: 'idle' });
    setTemplateFailed(false);
  }, []);

  return {
    file,
    problem,
    pick,
    state,
    upload,
    downloadResult,
    downloadTemplate,
    templateFailed,
    reset,
    canUpload: file !== null && problem === null && state.status !== 'uploading',
  };
}
