/**
 * The export walk (everyNewestRow.ts) over a server-like fake: the alarm history's walk runs against
 * the real server in resources/alarm/history/historyExportRows.test.ts, the balance history's in
 * resources/company/history/balanceExportRows.test.ts; here the case no server makes easily, a
 * second holding more rows than a query answers, must not make the walk ask forever.
 */
import { everyNewestRow } from './everyNewestRow';

const byNewest = (a: { id: number; createdAt: number }, b: { id: number; createdAt: number }) => b.createdAt - a.createdAt || b.id - a.id;

describe('everyNewestRow', () => {
  it('steps past a second with more alarms than a query answers instead of asking it forever', async () => {
    // 150 rows of one second and 3 older ones, answered as the server does (newest 100, id descending in a second)
    const all = [
      ...Array.from({ length: 150 }, (_, i) => ({ id: 1000 + i, createdAt: 500 })),
      { id: 7, createdAt: 400 },
      { id: 6, createdAt: 300 },
      { id: 5, createdAt: 300 },
    ];
    let asked = 0;
    const fetchPage = async (end: number) => {
      asked += 1;
      const within = all.filter((row) => row.createdAt <= end).sort(byNewest);
      return { list: within.slice(0, 100), truncated: within.length > 100 };
    };
    const rows = await everyNewestRow(fetchPage, 0, 600);
    expect(asked).toBeLessThanOrEqual(3);
    expect(rows.map((row) => row.id)).toEqual([...Array.from({ length: 100 }, (_, i) => 1149 - i), 7, 6, 5]);
  });

  it('takes the page already shown as the first answer instead of asking it again', async () => {
    const all = Array.from({ length: 250 }, (_, i) => ({ id: i + 1, createdAt: 1000 - i * 3 }));
    const answer = (end: number) => {
      const within = all.filter((row) => row.createdAt <= end).sort(byNewest);
      return { list: within.slice(0, 100), truncated: within.length > 100 };
    };
    const asked: number[] = [];
    const rows = await everyNewestRow(
      async (end) => {
        asked.push(end);
        return answer(end);
      },
      0,
      1000,
      answer(1000),
    );
    expect(rows.map((row) => row.id)).toEqual(all.map((row) => row.id));
    expect(asked).not.toContain(1000);
    expect(asked.length).toBeGreaterThanOrEqual(2);
  });
});
