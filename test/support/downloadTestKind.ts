/**
 * A test-only download-centre kind (services/downloads/kind.ts), given to the platform with
 * `downloadExtraKinds: { testRows: kind.handler }`: it checks like a real kind (the data query's
 * menu, then its params) and writes `rows` CSV lines, reporting progress. Its params can make it
 * fail with a server error or a reason for the owner, or hold until the test releases it.
 */
import { DownloadJobError, type DownloadKindHandler } from '../../server/services/downloads/kind';
import { hasAnyPage } from '../../server/services/readings/access';

export interface TestRowsParams {
  rows: number;
  fail?: 'crash' | 'noData';
  hold?: boolean;
}

export interface TestKind {
  handler: DownloadKindHandler<TestRowsParams>;
  /** lets every held run go on, now and later */
  release(): void;
  /** how many runs have started (a held run has started) */
  readonly started: number;
  /** the languages the runs were given */
  readonly langs: string[];
}

/** The file name: non-ASCII, so that the download's Content-Disposition needs RFC 5987. */
export const testFileName = (rows: number) => `温度 rows-${rows}.csv`;

export function testRowsKind(): TestKind {
  let open: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (open = resolve));
  const state = { started: 0, langs: [] as string[] };
  const handler: DownloadKindHandler<TestRowsParams> = {
    async check(app, user, raw) {
      if (!(await hasAnyPage(app.db, user, ['StatisticsDataQuery']))) return 'forbidden';
      const params = (typeof raw === 'object' && raw !== null ? raw : {}) as Partial<TestRowsParams>;
      if (!Number.isInteger(params.rows) || (params.rows ?? 0) < 1 || (params.rows ?? 0) > 1_000_000) return { ok: false, errors: { rows: 'rows: 1 to 1000000' } };
      const rows = params.rows as number;
      return { ok: true, params: { rows, ...(params.fail ? { fail: params.fail } : {}), ...(params.hold ? { hold: true } : {}) }, title: `Rows ${rows}` };
    },
    async run({ params, progress, lang, signal }) {
      state.started += 1;
      state.langs.push(lang);
      // a held run has made a quarter of its file: the list shows it running with its progress
      if (params.hold) progress(25);
      if (params.hold) await Promise.race([gate, new Promise((resolve) => signal.addEventListener('abort', resolve, { once: true }))]);
      if (params.fail === 'crash') throw new Error('SQLITE_ERROR near "secret_table": syntax error');
      if (params.fail === 'noData') throw new DownloadJobError('downloads.reasons.noData');
      const lines: string[] = ['n,value'];
      for (let i = 1; i <= params.rows; i++) {
        lines.push(`${i},${(i * 0.5).toFixed(1)}`);
        if (i % 1000 === 0) progress((i / params.rows) * 100);
      }
      return { fileName: testFileName(params.rows), contentType: 'text/csv', data: Buffer.from(lines.join('\n') + '\n') };
    },
  };
  return {
    handler,
    release: () => open(),
    get started() {
      return state.started;
    },
    get langs() {
      return state.langs;
    },
  };
}
