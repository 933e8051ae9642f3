import { EditBase, useEditContext, useNotify, type Identifier } from 'react-admin';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import type { EntityEntry } from '../schema/schemaRegistry';
import { RecordLoadError, STAY_ON_LOAD_ERROR } from './RecordLoadError';
import { SchemaForm } from './SchemaForm';
import { keepOnBackdrop } from './keepOnBackdrop';
import { useSchemaForm } from './useSchemaForm';

function EditForm({ entity, onCancel }: { entity: EntityEntry; onCancel(): void }) {
  const { record, isPending, error, refetch } = useEditContext();
  const form = useSchemaForm(entity, 'edit', record);
  if (error) return <RecordLoadError error={error} onRetry={() => void refetch()} onClose={onCancel} />;
  if (isPending || !record) return <LinearProgress />;
  return (
    <SchemaForm
      inputs={form.inputs}
      validate={form.validate}
      fieldLabel={form.labels.field}
      enumLabel={form.labels.enumValue}
      onCancel={onCancel}
    />
  );
}

/** Edit over the list, in a dialog; pessimistic, so server field errors land at their inputs. */
export function SchemaEdit({ entity, id, title, onClose }: { entity: EntityEntry; id: Identifier; title: string; onClose(): void }) {
  const form = useSchemaForm(entity, 'edit');
  const notify = useNotify();
  return (
    <Dialog open onClose={keepOnBackdrop(onClose)} maxWidth="md" aria-labelledby="schema-edit-title">
      <DialogTitle id="schema-edit-title">{title}</DialogTitle>
      <EditBase
        resource={entity.resource}
        id={id}
        {...STAY_ON_LOAD_ERROR}
        mutationMode="pessimistic"
        redirect={false}
        transform={form.transform}
        mutationOptions={{
          onSuccess: () => {
            notify('ra.notification.updated', { type: 'info', messageArgs: { smart_count: 1 } });
            onClose();
          },
        }}
      >
        <EditForm entity={entity} onCancel={onClose} />
      </EditBase>
    </Dialog>
  );
}
