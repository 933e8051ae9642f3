/**
 * The print header (printHeader.ts) as the top of a pdfmake document: the company name, address
 * and licence number at the left, the logo at the right. Shared by the certificates and the
 * temperature reports.
 */
import type { Content } from 'pdfmake';
import type { PrintHeader } from './printHeader';

export function headerBlock(header: PrintHeader, licenceLabel = ''): Content {
  const licence = header.licenceNumber ? `${licenceLabel}${header.licenceNumber}` : '';
  const text: Content = {
    stack: [
      { text: header.companyName, fontSize: 13, bold: true },
      ...(header.address ? [{ text: header.address, fontSize: 8, color: '#616161' }] : []),
      ...(licence ? [{ text: licence, fontSize: 8, color: '#616161' }] : []),
    ],
  };
  // the logo's image is the document's `images.logo`
  return header.logo
    ? { columns: [text, { image: 'logo', fit: [140, 44], width: 140, alignment: 'right' }], margin: [0, 0, 0, 8] }
    : { ...text, margin: [0, 0, 0, 8] };
}
