import { EditBase, useEditContext, useNotify, useSaveContext, type Identifier, type RaRecord } from 'react-admin';
import LinearProgress from '@mui/material/LinearProgress';
import type { EntityEntry } from '../schema/schemaRegistry';
import { RecordLoadError, STAY_ON_LOAD_ERROR } from './RecordLoadError';
import { SchemaForm } from './SchemaForm';
import { FormDialog } from './FormDialog';
import { useDiscardGuard, type DiscardGuard } from './useDiscardGuard';
import { useSchemaForm } from './useSchemaForm';

/** What a resource's own edit view may add to the generated one (resources/role: a confirmation, its own notice). */
export interface SchemaEditOptions {
  /** asked before saving, with the form's values and the stored record: false stays in the form unsaved */
  confirmSave?(values: Record<string, unknown>, record: RaRecord): Promise<boolean>;
  /** the notice after saving, in place of react-admin's "Element updated" */
  savedNotice?(record: RaRecord): { message: string; args?: Record<string, unknown> };
}

function EditForm({ entity, guard, confirmSave }: { entity: EntityEntry; guard: DiscardGuard; confirmSave: SchemaEditOptions['confirmSave'] }) {
  const { record, isPending, error, refetch } = useEditContext();
  const { save } = useSaveContext();
  const form = useSchemaForm(entity, 'edit', record);
  if (error) return <RecordLoadError error={error} onRetry={() => void refetch()} onClose={guard.requestClose} />;
  if (isPending || !record) return <LinearProgress />;
  // the form stays submitting while the question is open; what save answers (field errors) reaches the form
  const onSubmit =
    confirmSave && save ? async (values: Partial<RaRecord>) => ((await confirmSave(values, record)) ? save(values) : undefined) : undefined;
  return (
    <SchemaForm
      inputs={form.inputs}
      validate={form.validate}
      fieldLabel={form.labels.field}
      enumLabel={form.labels.enumValue}
      onCancel={guard.requestClose}
      onDirtyChange={guard.report}
      {...(onSubmit ? { onSubmit } : {})}
    />
  );
}

/** Edit over the list, in a dialog; pessimistic, so server field errors land at their inputs. */
export function SchemaEdit({
  entity,
  id,
  title,
  onClose,
  confirmSave,
  savedNotice,
}: { entity: EntityEntry; id: Identifier; title: string; onClose(): void } & SchemaEditOptions) {
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
          onSuccess: (saved: RaRecord) => {
            const notice = savedNotice?.(saved);
            if (notice) notify(notice.message, { type: 'success', messageArgs: notice.args ?? {} });
            else notify('ra.notification.updated', { type: 'info', messageArgs: { smart_count: 1 } });
            guard.closeSaved();
          },
        }}
      >
        <EditForm entity={entity} guard={guard} confirmSave={confirmSave} />
      </EditBase>
    </FormDialog>
  );
}
