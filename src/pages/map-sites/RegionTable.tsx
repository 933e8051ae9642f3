import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useI18nProvider, useTranslate } from 'ra-core';
import { onlinePercent, type SummaryRow } from './regionSummary';

const KEY = 'app.pages.mapSites';

export interface RegionTableProps {
  rows: readonly SummaryRow[];
  /** the region the map is fitted to */
  selected: number | null;
  onSelect(organizationId: number | null): void;
}

/** The region summary beside the map: a region's name is a button that fits the map to its sites. */
export function RegionTable({ rows, selected, onSelect }: RegionTableProps) {
  const translate = useTranslate();
  const format = new Intl.NumberFormat(useI18nProvider().getLocale());
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table
        size="small"
        aria-label={translate(`${KEY}.overview.regions`)}
        data-testid="region-table"
        sx={{ '& th, & td': { px: 1 }, '& td': { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } }}
      >
        <TableHead>
          <TableRow>
            <TableCell>{translate(`${KEY}.overview.region`)}</TableCell>
            <TableCell align="right">{translate(`${KEY}.figures.devices`)}</TableCell>
            <TableCell align="right">{translate(`${KEY}.figures.online`)}</TableCell>
            <TableCell align="right">{translate(`${KEY}.figures.openAlarms`)}</TableCell>
            <TableCell align="right">{translate(`${KEY}.figures.excursionsToday`)}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => {
            const percent = onlinePercent(row);
            const total = row.kind === 'total';
            const pressed = row.kind === 'region' && row.organizationId === selected;
            return (
              <TableRow key={row.key} data-testid={`region-row-${row.key}`} selected={pressed} sx={total ? { '& td, & th': { fontWeight: 600 } } : undefined}>
                <TableCell component="th" scope="row">
                  {row.kind === 'region' ? (
                    <Button
                      size="small"
                      aria-pressed={pressed}
                      title={translate(`${KEY}.overview.fitRegion`, { name: row.name })}
                      onClick={() => onSelect(pressed ? null : row.organizationId)}
                      sx={{ textTransform: 'none', p: 0, minWidth: 0, justifyContent: 'flex-start', textAlign: 'left' }}
                    >
                      {row.name}
                    </Button>
                  ) : (
                    row.name
                  )}
                </TableCell>
                <TableCell align="right">{format.format(row.devices)}</TableCell>
                <TableCell align="right">{percent === null ? format.format(row.online) : `${format.format(row.online)} (${percent}%)`}</TableCell>
                <TableCell align="right">{format.format(row.openAlarms)}</TableCell>
                <TableCell align="right">{format.format(row.excursionsToday)}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
