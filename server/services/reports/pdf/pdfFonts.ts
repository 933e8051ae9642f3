/**
 * pdfmake set up once for the server's PDF reports: Noto Sans SC (SIL OFL 1.1, from
 * @expo-google-fonts/noto-sans-sc) embedded, so that Chinese renders whatever fonts the machine
 * has. pdfkit embeds only the glyphs a document uses (a subset), so a report stays small although
 * each TTF is about 10 MB. The files are read once per process and kept in pdfmake's virtual file
 * system; no file or URL outside it is ever opened (both access policies refuse).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import pdfmake from 'pdfmake';

/** The family name documents use in `defaultStyle.font`. */
export const REPORT_FONT = 'NotoSansSC';

/**
 * Virtual file names = the fonts' PostScript names: the chart's SVG text asks pdfkit for the
 * font by this name, which then hits the font already embedded under its PostScript name (no
 * second copy, no disk read).
 */
const FILES = {
  normal: { name: 'NotoSansSC-Regular', path: '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf' },
  bold: { name: 'NotoSansSC-Bold', path: '@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf' },
} as const;

/** pdfmake's Node instance keeps its virtual file system here (not in @types/pdfmake 0.3). */
interface VirtualFiles {
  existsSync(name: string): boolean;
  writeFileSync(name: string, content: Buffer): void;
}

let ready: typeof pdfmake | null = null;

/** The pdfmake instance, its fonts loaded on the first call. */
export function reportPdfMake(): typeof pdfmake {
  if (ready) return ready;
  const require = createRequire(import.meta.url);
  const files = (pdfmake as unknown as { virtualfs: VirtualFiles }).virtualfs;
  for (const { name, path } of Object.values(FILES)) {
    if (!files.existsSync(name)) files.writeFileSync(name, readFileSync(require.resolve(path)));
  }
  pdfmake.setFonts({
    [REPORT_FONT]: { normal: FILES.normal.name, bold: FILES.bold.name, italics: FILES.normal.name, bolditalics: FILES.bold.name },
  });
  // images come as data URLs and fonts from the virtual files: nothing to fetch, nothing to open
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setLocalAccessPolicy(() => false);
  ready = pdfmake;
  return ready;
}
