import { useState } from 'react';
import { Button } from 'react-admin';
import Checkbox from '@mui/material/Checkbox';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';

export interface ColumnsMenuProps {
  columns: string[];
  hidden: string[];
  label(column: string): string;
  onToggle(column: string): void;
}

/** The user's choice of columns; the last shown column cannot be hidden. */
export function ColumnsMenu({ columns, hidden, label, onToggle }: ColumnsMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const shown = columns.filter((c) => !hidden.includes(c));
  return (
    <>
      <Button label="app.schema.columns" onClick={(e) => setAnchor(e.currentTarget)}>
        <ViewColumnIcon />
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {columns.map((column) => {
          const checked = !hidden.includes(column);
          return (
            <MenuItem key={column} dense disabled={checked && shown.length === 1} onClick={() => onToggle(column)}>
              <Checkbox size="small" checked={checked} tabIndex={-1} slotProps={{ input: { 'aria-label': label(column) } }} />
              <ListItemText primary={label(column)} />
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}
