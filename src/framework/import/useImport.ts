/**
 * An entity's import (issue 29 §3, src/lib/import.ts): a file picked (its kind and size checked
 * here first, with the server's own messages; the server checks again), sent as multipart to
 * POST /{resource}/import; the answer (rows stored, the problems of the others, the file back with
 * a result column) stays until the next file. A file the server refuses whole shows its reason.
 */
import { useCallback, useMemo, useRef, useState } from 'react';
import { api, ApiError, downloadFile, errorMessage, saveBlob } from '../../api';
import { importFormatOf, importPath, importTemplatePath, type ImportLimits, type ImportResult } from '../../lib/import';
import { formatBytes } from '../../lib/validation/keywords';
import { useImportLimits } from './useImportLimits';

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

/** Spec §5/§8: xls or xlsx only, with the spec's message; at most the server's limit, once known (the server's own message). */
export function importFileProblem(file: Pick<File, 'name' | 'size'>, limits: ImportLimits | null): FileProblem | null {
  if (!importFormatOf(file.name)) return { key: 'validation.file.excel' };
  if (limits && file.size > limits.maxBytes) return { key: 'validation.file.maxSize', params: { limit: formatBytes(limits.maxBytes) } };
  return null;
}

function bytesOf(base64: string): Uint8Array {
  const text = atob(base64);
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
}

/** `active`: the import is shown (its limits are asked from the server then). */
export function useImport(resource: string, active = true) {
  const limits = useImportLimits(resource, active);
  const [file, setFile] = useState<File | null>(null);
  // checked again when the limits arrive after the file was picked
  const problem = useMemo(() => (file ? importFileProblem(file, limits) : null), [file, limits]);
  const [state, setState] = useState<ImportState>({ status: 'idle' });
  const [templateFailed, setTemplateFailed] = useState(false);
  const running = useRef(false);

  const pick = useCallback((picked: File | null) => setFile(picked), []);

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
    setState({ status: 'idle' });
    setTemplateFailed(false);
  }, []);

  return {
    limits,
    file,
    problem,
    pick,
    state,
    upload,
    downloadResult,
    downloadTemplate,
    templateFailed,
    reset,
    canUpload: file !== null && limits !== null && problem === null && state.status !== 'uploading',
  };
}
