/** A row's "Readers": opens who has had the announcement displayed and read (the list's own permission). */
import { useState } from 'react';
import { Button } from 'react-admin';
import VisibilityIcon from '@mui/icons-material/Visibility';
import type { RecordActionProps } from '../../src/framework';
import { ReadersDialog } from './ReadersDialog';

const LABEL = 'resources.announcement.report.button';

export function ReadersButton({ record }: RecordActionProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button label={LABEL} onClick={() => setOpen(true)}>
        <VisibilityIcon />
      </Button>
      {open && <ReadersDialog id={record.id} title={String(record.title ?? record.id)} onClose={() => setOpen(false)} />}
    </>
  );
}

/** the table sizes its actions column by it */
ReadersButton.label = LABEL;
