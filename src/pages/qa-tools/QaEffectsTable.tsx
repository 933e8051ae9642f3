import { useTranslate } from 'ra-core';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface Props<T> {
  /** the heading's key */
  title: string;
  /** the columns' keys under switches.qa */
  columns: readonly string[];
  rows: readonly T[];
  /** an entry's row (with its key) */
  row: (entry: T) => ReactNode;
  /** "none" instead of an empty table (the alarms, the notifications); the readings show their header */
  noneWhenEmpty?: boolean;
}

/** One of the QA effects panel's tables under its heading. */
export function QaEffectsTable<T>({ title, columns, rows, row, noneWhenEmpty = false }: Props<T>) {
  const translate = useTranslate();
  return (
    <>
      <Typography variant="subtitle2" component="h3">
        {translate(title)}
      </Typography>
      {noneWhenEmpty && rows.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate('switches.qa.none')}
        </Typography>
      ) : (
        <TableContainer>
          <Table size="small">
            <TableHead>
              <TableRow>
                {columns.map((key) => (
                  <TableCell key={key}>{translate(`switches.qa.${key}`)}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>{rows.map((entry) => row(entry))}</TableBody>
          </Table>
        </TableContainer>
      )}
    </>
  );
}
