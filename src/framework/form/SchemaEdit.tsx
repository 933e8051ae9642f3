import { EditBase, useEditContext, useNotify, type Identifier } from 'react-admin';
import LinearProgress from '@mui/material/LinearProgress';
import type { EntityEntry } from '../schema/schemaRegistry';
import { RecordLoadError, STAY_ON_LOAD_ERROR } from './RecordLoadError';
import { SchemaForm } from './SchemaForm';
import { FormDialog } from './FormDialog';
import { useDiscardGuard, type DiscardGuard } from './useDiscardGuard';
import { useSchemaForm } from './useSchemaForm';

function EditForm({ entity, guard }: { entity: EntityEntry; guard: DiscardGuard }) {
  const { record, isPending, error, refetch } = useEditContext();
  const form = useSchemaForm(entity, 'edit', record);
  if (error) return <RecordLoadError error={error} onRetry={() => void refetch()} onClose={guard.requestClose} />;
  if (isPending || !record) return <LinearProgress />;
  return (
    <SchemaForm
      inputs={form.inputs}
      validate={form.validate}
      fieldLabel={form.labels.field}
      enumLabel={form.labels.enumValue}
      onCancel={guard.requestClose}
      onDirtyChange={guard.report}
    />
  );
}

/** Edit over the list, in a dialog; pessimistic, so server field errors land at their inputs. */
export function SchemaEdit({ entity, id, title, onClose }: { entity: EntityEntry; id: Identifier; title: string; onClose(): void }) {
  const form = useSchemaForm(entity, 'edit');
  const notify = useNotify();
  const guard = useDiscardGuard(onClose);
  return (
    <FormDialog guard={guard} titleId="schema-edit-title" title={title}>
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
            guard.closeSaved();
          },
        }}
      >
        <EditForm entity={entity} guard={guard} />
      </EditBase>
    </FormDialog>
  );
}
