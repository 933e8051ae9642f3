/** The console's CSV: the rule shared with the server's files lives in src/lib/csv.ts. */
export { isFormulaLike, toCsv, type Cell, type Table } from '../../lib/csv';
