/**
 * What a job's buttons do: download its file through the console's download helper (signed GET,
 * blob, the job's file name; a failure is the helper's toast, app.errors.downloadFailed) and
 * delete it (the list loads again; the outcome as a notification).
 */
import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'ra-core';
import { downloadFile } from '../../api';
import { deleteDownload, downloadErrorText, DOWNLOAD_JOBS_KEY } from '../../framework/downloads';
import { downloadFilePath, type DownloadJob } from '../../lib/downloads';

export interface JobActions {
  /** the ids being downloaded or deleted now */
  busy: ReadonlySet<number>;
  download(job: DownloadJob): Promise<void>;
  remove(job: DownloadJob): Promise<boolean>;
}

export function useJobActions(): JobActions {
  const client = useQueryClient();
  const notify = useNotify();
  const translate = useTranslate();
  const [busy, setBusy] = useState<ReadonlySet<number>>(new Set());
  const mark = useCallback((id: number, on: boolean) => {
    setBusy((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);

  const download = useCallback(
    async (job: DownloadJob) => {
      mark(job.id, true);
      try {
        await downloadFile(downloadFilePath(job.id), job.fileName ?? `download-${job.id}`);
      } catch {
        // the helper has said so (its toast); the list may be old (the file expired): load it again
        void client.invalidateQueries({ queryKey: DOWNLOAD_JOBS_KEY });
      } finally {
        mark(job.id, false);
      }
    },
    [client, mark],
  );

  const remove = useCallback(
    async (job: DownloadJob) => {
      mark(job.id, true);
      try {
        await deleteDownload(job.id);
        notify('app.pages.downloadCenter.deleted', { type: 'success' });
        return true;
      } catch (error) {
        notify(downloadErrorText(error, translate, 'app.pages.downloadCenter.deleteFailed'), { type: 'error' });
        return false;
      } finally {
        mark(job.id, false);
        void client.invalidateQueries({ queryKey: DOWNLOAD_JOBS_KEY });
      }
    },
    [client, mark, notify, translate],
  );

  return { busy, download, remove };
}
