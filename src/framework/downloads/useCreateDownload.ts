/**
 * Sends a report or a data download to the download centre (issue 14 §3): the temperature log's
 * and the data query's "export all" call `create(body)`, then show `<DownloadJobNotice>` with the
 * state, which links to the centre when the user has that page. A refusal keeps the server's
 * reason (a field's message, e.g. the 3-month limit, already in the user's language).
 */
import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { CreateDownloadBody, DownloadJob } from '../../lib/downloads';
import { createDownload, DOWNLOAD_JOBS_KEY } from './downloadsApi';

export type CreateDownloadState =
  | { status: 'idle' }
  | { status: 'creating' }
  | { status: 'created'; job: DownloadJob }
  | { status: 'failed'; error: unknown };

export interface CreateDownload {
  state: CreateDownloadState;
  /** the job made, or null when refused (the reason is in `state`) */
  create(body: CreateDownloadBody): Promise<DownloadJob | null>;
  /** back to idle: the notice's close button */
  reset(): void;
}

export function useCreateDownload(): CreateDownload {
  const client = useQueryClient();
  const [state, setState] = useState<CreateDownloadState>({ status: 'idle' });
  const create = useCallback(
    async (body: CreateDownloadBody) => {
      setState({ status: 'creating' });
      try {
        const job = await createDownload(body);
        setState({ status: 'created', job });
        void client.invalidateQueries({ queryKey: DOWNLOAD_JOBS_KEY });
        return job;
      } catch (error) {
        setState({ status: 'failed', error });
        return null;
      }
    },
    [client],
  );
  const reset = useCallback(() => setState({ status: 'idle' }), []);
  return { state, create, reset };
}
