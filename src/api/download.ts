/**
 * File download (spec §7): GET with a blob answer, http upgraded to https on an https page,
 * saved under the given name through a temporary <a download>.
 */
import { ApiError } from './apiError';
import type { DownloadProgress } from './requestOptions';
import { getApiConfig, api } from './client';
import { showToast } from './toast';

export const DOWNLOAD_FAILED = 'app.errors.downloadFailed';

/** An https page cannot fetch http (mixed content): ask for the same URL over https. */
export function upgradeToHttps(url: string, pageProtocol: string): string {
  return pageProtocol === 'https:' && /^http:\/\//i.test(url) ? 'https://' + url.slice('http://'.length) : url;
}

const ABSOLUTE = /^[a-z][a-z0-9+.-]*:/i;

/**
 * Where to fetch `url` from, and whether it is our own API (signed client) or another host (a
 * plain GET, so no token headers leak). A relative URL is an API path, like the `api` helpers'
 * ('/report/export'); a site path under the API base, as the platform answers file URLs
 * ('/api/files/x.pdf'), becomes the API path ('/files/x.pdf').
 */
function resolveTarget(url: string): { own: boolean; url: string } {
  const base = new URL(getApiConfig().apiBase.replace(/\/*$/, '/'), globalThis.location?.href ?? 'http://localhost/');
  if (!ABSOLUTE.test(url)) {
    return { own: true, url: url.startsWith(base.pathname) ? url.slice(base.pathname.length - 1) : url };
  }
  const target = new URL(url);
  // host, not origin: an upgraded http→https URL of the API is still the API
  return { own: target.host === base.host && target.pathname.startsWith(base.pathname), url };
}

/** Saves a blob under a file name, as the browser's download. */
export function saveBlob(blob: Blob, filename: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = filename;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // let the click start the download before the URL goes away
  setTimeout(() => URL.revokeObjectURL(href), 0);
}

/** Another host's file: a plain GET, no token headers. */
async function plainGet(url: string): Promise<Blob> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return response.blob();
}

export interface DownloadOptions {
  /** query parameters of an API file (signed with the rest) */
  params?: Record<string, unknown>;
  /** bytes received so far, for a progress bar (API files) */
  onProgress?: (progress: DownloadProgress) => void;
  /** cancels the download: the promise rejects with a CanceledError, without a toast */
  signal?: AbortSignal;
  /** no toast on failure: the caller shows the error itself */
  silent?: boolean;
}

export async function downloadFile(url: string, filename = 'download.pdf', options: DownloadOptions = {}): Promise<void> {
  try {
    const target = resolveTarget(upgradeToHttps(url, globalThis.location?.protocol ?? ''));
    const blob = target.own
      ? (
          await api.response<Blob>({
            url: target.url,
            responseType: 'blob',
            silent: true,
            ...(options.params ? { params: options.params } : {}),
            ...(options.signal ? { signal: options.signal } : {}),
            ...(options.onProgress ? { onDownloadProgress: options.onProgress } : {}),
          })
        ).data
      : await plainGet(target.url);
    saveBlob(blob, filename);
  } catch (error) {
    if ((error as Error | undefined)?.name === 'CanceledError') throw error;
    if (!options.silent) showToast({ type: 'error', message: DOWNLOAD_FAILED });
    throw error instanceof ApiError ? error : new ApiError({ status: '', httpStatus: 0, message: DOWNLOAD_FAILED });
  }
}
