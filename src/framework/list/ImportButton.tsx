/** The list's Import button (issue 29 §3): opens the import dialog; the list reloads when rows were stored. */
import { useState } from 'react';
import { Button, useRefresh } from 'react-admin';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import type { EntityEntry } from '../schema/schemaRegistry';
import { useLabels } from '../schema/labels';
import { ImportDialog } from '../import/ImportDialog';
import { useImport } from '../import/useImport';

export function ImportButton({ entity }: { entity: EntityEntry }) {
  const [open, setOpen] = useState(false);
  // the limits are asked once the dialog opens, not with every list
  const model = useImport(entity.resource, open);
  const { entityName } = useLabels(entity);
  const refresh = useRefresh();
  const close = () => {
    if (model.state.status === 'done' && model.state.result.stored > 0) refresh();
    model.reset();
    setOpen(false);
  };
  return (
    <>
      <Button label="app.schema.import.button" onClick={() => setOpen(true)}>
        <UploadFileIcon />
      </Button>
      <ImportDialog open={open} name={entityName()} model={model} onClose={close} />
    </>
  );
}
