import type { RaRecord } from 'react-admin';

/** certificate-{number}.pdf, the number as the server makes it when the record names none (CAL-000042). */
export function certificateFileName(record: RaRecord): string {
  const given = typeof record.certificateNumber === 'string' ? record.certificateNumber.trim() : '';
  const number = given || `CAL-${String(record.id).padStart(6, '0')}`;
  return `certificate-${number.replace(/[^A-Za-z0-9_-]+/g, '_')}.pdf`;
}
