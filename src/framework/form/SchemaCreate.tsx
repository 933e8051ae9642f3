import { CreateBase, useNotify } from 'react-admin';
import type { EntityEntry } from '../schema/schemaRegistry';
import { SchemaForm } from './SchemaForm';
import { FormDialog } from './FormDialog';
import { useDiscardGuard } from './useDiscardGuard';
import { useSchemaForm } from './useSchemaForm';

export interface SchemaCreateProps {
  entity: EntityEntry;
  /** values every new record of this page has, shown read-only (the page's fixed filter, e.g. role 1) */
  defaults?: Record<string, unknown>;
  onClose(): void;
}

/** Create over the list, in a dialog: the list (and its tab) keep their state. */
export function SchemaCreate({ entity, defaults, onClose }: SchemaCreateProps) {
  const form = useSchemaForm(entity, 'create', undefined, defaults);
  const notify = useNotify();
  const guard = useDiscardGuard(onClose);
  return (
    <FormDialog guard={guard} titleId="schema-create-title" title={form.translate('ra.page.create', { name: form.labels.entityName(1) })}>
      <CreateBase
        resource={entity.resource}
        record={defaults ?? {}}
        redirect={false}
        // a disabled input is left out of the submitted values: the page's fixed values go back in
        transform={(values: Record<string, unknown>) => ({ ...form.transform(values), ...defaults })}
        mutationOptions={{
          onSuccess: () => {
            notify('ra.notification.created', { type: 'info', messageArgs: { smart_count: 1 } });
            guard.closeSaved();
          },
        }}
      >
        <SchemaForm inputs={form.inputs} validate={form.validate} fieldLabel={form.labels.field} enumLabel={form.labels.enumValue} onCancel={guard.requestClose} onDirtyChange={guard.report} />
      </CreateBase>
    </FormDialog>
  );
}
