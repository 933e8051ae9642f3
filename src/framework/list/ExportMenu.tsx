import { useState } from 'react';
import { Button, useListContext } from 'react-admin';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import DownloadIcon from '@mui/icons-material/Download';
import type { EntityEntry } from '../schema/schemaRegistry';
import { useExport } from '../export/useExport';
import { useLabels } from '../schema/labels';

/** Export CSV / XLSX of every row the list's filters (and the page's fixed filter) select. */
export function ExportMenu({ entity, columns, fixedFilter }: { entity: EntityEntry; columns: string[]; fixedFilter: Record<string, unknown> }) {
  const { filterValues, sort, total } = useListContext();
  const { run, busy } = useExport(entity, columns);
  const { translate } = useLabels(entity);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const start = (format: 'csv' | 'xlsx') => {
    setAnchor(null);
    void run(format, { ...filterValues, ...fixedFilter }, sort);
  };
  return (
    <>
      <Button label="ra.action.export" onClick={(e) => setAnchor(e.currentTarget)} disabled={busy || total === 0}>
        <DownloadIcon />
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => start('csv')}>{translate('app.schema.export.csv')}</MenuItem>
        <MenuItem onClick={() => start('xlsx')}>{translate('app.schema.export.xlsx')}</MenuItem>
      </Menu>
    </>
  );
}
