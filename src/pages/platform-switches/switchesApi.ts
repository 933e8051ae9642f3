/** The calls of the background management and website mode pages (src/lib/platformSwitches.ts). */
import { api } from '../../api';
import { PLATFORM_BANNER_PATH, PLATFORM_READ_ONLY_PATH, type PlatformBanner, type ReadOnlyMode } from '../../lib/platformSwitches';

// a refusal (not a platform administrator) is the page's own notice, not a toast
export const readBanner = () => api.get<PlatformBanner>(PLATFORM_BANNER_PATH, undefined, { silent: true });
export const saveBanner = (fields: Record<string, string>) => api.form<PlatformBanner>('PUT', PLATFORM_BANNER_PATH, fields);
export const readReadOnly = () => api.get<ReadOnlyMode>(PLATFORM_READ_ONLY_PATH, undefined, { silent: true });
export const saveReadOnly = (fields: { on: string; note: string }) => api.form<ReadOnlyMode>('PUT', PLATFORM_READ_ONLY_PATH, fields);
