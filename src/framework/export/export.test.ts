import { strFromU8, unzipSync } from 'fflate';
import type { DataProvider } from 'ra-core';
import { buildSchemaRegistry } from '../schema/schemaRegistry';
import { gadgetWire } from '../../../test/support/gadgetSchema';
import { toCsv } from './csv';
import { EXPORT_MAX_ROWS, fetchAllRows, fetchMany } from './fetchAll';
import { toTable } from './toTable';
import { columnName, toXlsx } from './xlsx';

const entity = buildSchemaRegistry(gadgetWire).entities.get('gadget')!;
const text = { field: (n: string) => n.toUpperCase(), enumValue: (_n: string, v: unknown) => `kind ${String(v)}`, yesNo: (v: boolean) => (v ? 'Yes' : 'No') };

describe('export', () => {
  it('renders what the list shows: enum labels, yes/no, local dates', () => {
    const table = toTable(entity, ['code', 'kind', 'active', 'boughtAt'], [{ code: 'A,"1"', kind: 2, active: true, boughtAt: new Date(2024, 0, 2).getTime() / 1000 }], text);
    expect(table).toEqual({ header: ['CODE', 'KIND', 'ACTIVE', 'BOUGHTAT'], rows: [['A,"1"', 'kind 2', 'Yes', '2024-01-02']] });
    expect(toCsv(table)).toBe('\uFEFFCODE,KIND,ACTIVE,BOUGHTAT\r\n"A,""1""",kind 2,Yes,2024-01-02\r\n');
  });

  it('defuses text a spreadsheet would run as a formula, but keeps numbers, negative ones too', () => {
    const rows = [['=HYPERLINK("http://x")', '+1+cmd', '-2+3', '@SUM(A1)', '\tTAB', '\rCR', -18.5, '-18.5', '+7', 'a-b', null]];
    const csv = toCsv({ header: ['h'], rows });
    expect(csv.split('\r\n')[1]).toBe(`"'=HYPERLINK(""http://x"")",'+1+cmd,'-2+3,'@SUM(A1),'\tTAB,"'\rCR",-18.5,-18.5,+7,a-b,`);
  });

  it('writes an XLSX package with one sheet of inline strings and numbers', () => {
    const zip = unzipSync(toXlsx({ header: ['名称', 'n'], rows: [['a<b', 3]] }, 'Gadgets'));
    expect(Object.keys(zip)).toEqual(expect.arrayContaining(['[Content_Types].xml', 'xl/workbook.xml', 'xl/worksheets/sheet1.xml']));
    const sheet = strFromU8(zip['xl/worksheets/sheet1.xml']!);
    expect(sheet).toContain('<c r="A1" t="inlineStr"><is><t xml:space="preserve">名称</t></is></c>');
    expect(sheet).toContain('<c r="A2" t="inlineStr"><is><t xml:space="preserve">a&lt;b</t></is></c><c r="B2"><v>3</v></c>');
    expect(strFromU8(zip['xl/workbook.xml']!)).toContain('name="Gadgets"');
    expect([columnName(0), columnName(25), columnName(26), columnName(701)]).toEqual(['A', 'Z', 'AA', 'ZZ']);
  });

  it('fetches every page of the filtered list', async () => {
    const all = Array.from({ length: 1500 }, (_, i) => ({ id: i + 1 }));
    const getList = vi.fn(async (_r: string, { pagination }: { pagination: { page: number; perPage: number } }) => ({
      data: all.slice((pagination.page - 1) * pagination.perPage, pagination.page * pagination.perPage),
      total: all.length,
    }));
    const rows = await fetchAllRows({ getList } as unknown as DataProvider, 'gadget', { kind: 2 }, { field: 'id', order: 'ASC' });
    expect(rows).toHaveLength(1500);
    expect(getList).toHaveBeenCalledTimes(2);
    expect(getList).toHaveBeenCalledWith('gadget', { filter: { kind: 2 }, sort: { field: 'id', order: 'ASC' }, pagination: { page: 2, perPage: 1000 } });
  });

  it('stops at EXPORT_MAX_ROWS when the total runs away, so one export cannot hang the tab', async () => {
    const getList = vi.fn(async (_r: string, { pagination }: { pagination: { page: number; perPage: number } }) => ({
      data: Array.from({ length: pagination.perPage }, (_, i) => ({ id: (pagination.page - 1) * pagination.perPage + i + 1 })),
      total: 1e9,
    }));
    const rows = await fetchAllRows({ getList } as unknown as DataProvider, 'gadget', {}, { field: 'id', order: 'ASC' });
    expect(rows).toHaveLength(EXPORT_MAX_ROWS);
    expect(rows.at(-1)).toEqual({ id: EXPORT_MAX_ROWS });
    expect(getList).toHaveBeenCalledTimes(EXPORT_MAX_ROWS / 1000);
  });

  it('asks for referred records in chunks of 200 ids, so the URL stays short', async () => {
    const ids = Array.from({ length: 450 }, (_, i) => i + 1);
    const getMany = vi.fn(async (_r: string, { ids: asked }: { ids: number[] }) => ({ data: asked.map((id) => ({ id })) }));
    const records = await fetchMany({ getMany } as unknown as DataProvider, 'organization', ids);
    expect(records.map((r) => r.id)).toEqual(ids);
    expect(getMany.mock.calls.map(([, { ids: asked }]) => asked.length)).toEqual([200, 200, 50]);
  });
});
