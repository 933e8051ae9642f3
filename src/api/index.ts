/** The wire: the only door from the rest of the console to the platform API. */
export { configureApi, getApiConfig, apiNowUnix, api, wrapTransport, type ApiHooks } from './client';
export { ApiError, CanceledError, errorMessage, ERROR_KEYS } from './apiError';
export { session } from './session';
export type { SessionState } from './sessionState';
export { prefs } from './prefs';
export { COOKIE_NAMES } from './cookies';
export { showToast, subscribeToasts, TOAST_DURATION_MS, type Toast, type ToastInput, type ToastType } from './toast';
export { downloadFile, saveBlob, upgradeToHttps, DOWNLOAD_FAILED, type DownloadOptions } from './download';
export { toFormData, type FormFiles, type FormValue } from './formData';
export { API_TIMEOUT_MS, type CallOptions, type DownloadProgress, type RequestConfig, type WireRequest, type WireResponse } from './requestOptions';
export type { Transport } from './transport';
export {
  createSocketClient,
  parseSocketMessage,
  SOCKET_MAX_RETRIES,
  SOCKET_RETRY_MS,
  type SocketClient,
  type SocketClientOptions,
  type SocketHandler,
  type SocketMessage,
  type SocketStatus,
  type WebSocketClass,
  type WebSocketLike,
} from './socketClient';
export { socketTicket } from './socketTicket';
