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

/** Publishing (issue 28 §2): the publisher's calls, beside the user's own `GET /announcement`. */
export const ANNOUNCEMENT_MANAGE_PATH = `${ANNOUNCEMENT_PATH}/manage`;
/** `{ allCompanies }`: whether the user may publish to every company (a platform administrator) */
export const ANNOUNCEMENT_SCOPE_PATH = `${ANNOUNCEMENT_MANAGE_PATH}/scope`;
/** who of an announcement's recipients has had it displayed and read, and when */
export const announcementReportPath = (id: number | string): string => `${ANNOUNCEMENT_MANAGE_PATH}/${encodeURIComponent(String(id))}/states`;
/** the message beyond MAX_ANNOUNCEMENT_ATTACHMENTS, on the console and from the server */
export const ATTACHMENTS_LIMIT_KEY = 'resources.announcement.validation.attachmentsLimit';
/** a URL announcement's address that is neither http(s) nor a path of the console */
export const CONTENT_URL_KEY = 'resources.announcement.validation.url';
/** HTML that is empty once sanitized */
export const CONTENT_EMPTY_KEY = 'resources.announcement.validation.emptyHtml';
/** repeatInterval is in hours */
export const REPEAT_INTERVAL_SECONDS = 3600;

/** One recipient's row of an announcement's report; times in unix seconds. */
export interface AnnouncementStateReport {
  userId: number;
  username: string;
  realname: string;
  displayed: boolean;
  displayedAt: number | null;
  read: boolean;
  readAt: number | null;
}

/**
 * The content of a URL announcement as a publisher may save it: an absolute http(s) address
 * without credentials, or a path of the console's own origin (`/api/files/…`); never a
 * `javascript:`/`data:` URL, a protocol-relative `//host`, or text with spaces.
 */
export function isPublishableUrl(content: string): boolean {
  if (!content || /\s/.test(content) || content.length > 2000) return false;
  if (content.startsWith('/')) return !content.startsWith('//') && !content.includes('\\');
  if (!/^https?:\/\//i.test(content)) return false;
  try {
    const url = new URL(content);
    return !url.username && !url.password && Boolean(url.hostname);
  } catch {
    return false;
  }
}

/**
 * Whether a user's read still counts (repeat sending, issue 28 §2): an announcement sent again
 * every `repeatIntervalHours` is unread again once that many hours have passed since the user last
 * read it (`readAt`); reading it again starts the interval anew. Without repeat sending a read lasts.
 */
export function readStillCounts(readAt: number | null, repeat: { repeatSending: boolean; repeatIntervalHours: number }, nowUnix: number): boolean {
  // one that does not repeat stays read, even when the time of its read was never stored (rows of before migration 025)
  if (!repeat.repeatSending || repeat.repeatIntervalHours <= 0) return true;
  if (readAt === null) return false;
  return nowUnix < readAt + repeat.repeatIntervalHours * REPEAT_INTERVAL_SECONDS;
}

/** The attachments a publisher picked, cut to the limit: `exceeded` says some were left out. */
export function limitAttachments<T>(files: readonly T[], max = MAX_ANNOUNCEMENT_ATTACHMENTS): { kept: T[]; exceeded: boolean } {
  return { kept: files.slice(0, max), exceeded: files.length > max };
}
