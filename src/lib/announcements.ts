/**
 * Announcements (spec §3, §4, §7): what `GET /announcement` answers for the signed-in user, and
 * the state call's form. One copy for the console and the reference server.
 */
export const ANNOUNCEMENT_PATH = '/announcement';
export const announcementStatePath = (id: number): string => `${ANNOUNCEMENT_PATH}/state/${id}`;
/** spec §5: at most this many attachments */
export const MAX_ANNOUNCEMENT_ATTACHMENTS = 5;
/** contentType 1: the content is encoded HTML (encodeURIComponent); any other: a URL shown in a frame */
export const HTML_CONTENT_TYPE = 1;

export interface AnnouncementAttachment {
  name: string;
  url: string;
}

export interface AnnouncementView {
  id: number;
  title: string;
  content: string;
  contentType: number;
  category: string;
  mandatoryReading: boolean;
  /** seconds Next stays disabled on a mandatory announcement not yet read */
  waitingDuration: number;
  attachments: AnnouncementAttachment[];
  displayed: boolean;
  read: boolean;
}

/** `PUT /announcement/state/{id}`'s form fields (spec §7); the medium is fixed as web */
export interface AnnouncementStateForm {
  property: 'display' | 'read';
  timestamp: number;
  value: string;
  medium: 'web';
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function isAttachment(value: unknown): value is AnnouncementAttachment {
  return isRecord(value) && typeof value.name === 'string' && typeof value.url === 'string';
}

function isAnnouncement(value: unknown): value is AnnouncementView {
  return (
    isRecord(value) &&
    typeof value.id === 'number' &&
    typeof value.title === 'string' &&
    typeof value.content === 'string' &&
    typeof value.contentType === 'number' &&
    typeof value.mandatoryReading === 'boolean' &&
    typeof value.waitingDuration === 'number' &&
    Array.isArray(value.attachments) &&
    value.attachments.every(isAttachment) &&
    typeof value.read === 'boolean'
  );
}

/** The announcements of an answer, or null when it is not a list of them. */
export function announcementList(data: unknown): AnnouncementView[] | null {
  return Array.isArray(data) && data.every(isAnnouncement) ? data : null;
}

/** The HTML of an announcement whose contentType is 1, decoded; undecodable content is taken as it is. */
export function decodeAnnouncementHtml(content: string): string {
  try {
    return decodeURIComponent(content);
  } catch {
    return content;
  }
}

/**
 * The address a URL announcement may show in its frame: an absolute http(s) URL, or a path of
 * the console's own origin; anything else (javascript:, data:, blob:, a protocol-relative path) is refused.
 */
export function announcementFrameUrl(content: string, origin: string): string | null {
  const text = content.trim();
  if (!text || text.startsWith('//') || text.startsWith('\\')) return null;
  try {
    const url = new URL(text, origin);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (url.username || url.password) return null;
    return url.href;
  } catch {
    return null;
  }
}
