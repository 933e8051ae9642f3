/**
 * The text of a PDF, page by page, as pdf.js reads it (pdfjs-dist's legacy build runs in Node).
 * pdfkit may split a line into several runs: a page's runs are joined with nothing between them,
 * and a line break only where pdf.js marks the end of a line.
 */
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export async function pdfPages(data: Uint8Array): Promise<string[]> {
  // pdf.js takes the buffer over: give it a copy
  const document = await getDocument({ data: new Uint8Array(data), useSystemFonts: false, isEvalSupported: false }).promise;
  try {
    const pages: string[] = [];
    for (let n = 1; n <= document.numPages; n += 1) {
      const content = await (await document.getPage(n)).getTextContent();
      pages.push(content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join(''));
    }
    return pages;
  } finally {
    await document.destroy();
  }
}

/** All pages' text, one after the other. */
export async function pdfText(data: Uint8Array): Promise<string> {
  return (await pdfPages(data)).join('\n');
}
