/**
 * `Content-Disposition: attachment` for any file name (RFC 6266 with RFC 5987's `filename*`): an
 * ASCII fallback for old clients, and the UTF-8 name (Chinese waybill or device names) for the rest.
 */
export function attachmentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
