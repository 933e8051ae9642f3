/**
 * The company's report logo (companies.default_report_logo, spec §3 defaultReportLogo): a file of
 * the file store, given as its key or its /api/files/ URL. pdfkit draws PNG and JPEG only, so
 * anything else (or a file gone from the store) means a report without a logo, not a failed one.
 */
import type { FastifyInstance } from 'fastify';
import { fileUrl } from '../../files';

const FILES_PREFIX = fileUrl('');

/** The image's data URL by its first bytes, or null when it is neither PNG nor JPEG. */
export function imageDataUrl(data: Buffer): string | null {
  if (data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return `data:image/png;base64,${data.toString('base64')}`;
  if (data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return `data:image/jpeg;base64,${data.toString('base64')}`;
  return null;
}

/** The logo of the company as a data URL, or null for none. */
export async function reportLogo(app: FastifyInstance, companyId: number): Promise<string | null> {
  const row = await app.db.selectFrom('companies').select('default_report_logo').where('id', '=', companyId).executeTakeFirst();
  const stored = row?.default_report_logo.trim() ?? '';
  if (!stored) return null;
  const key = stored.startsWith(FILES_PREFIX) ? stored.slice(FILES_PREFIX.length) : stored.replace(/^\/+/, '');
  const data = await app.files.get(key);
  return data ? imageDataUrl(data) : null;
}
