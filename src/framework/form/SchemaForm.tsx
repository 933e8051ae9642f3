import { Button, SaveButton, SimpleForm, Toolbar, useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import type { SchemaFormInput } from './useSchemaForm';
import type { FormErrors } from './formModel';

/** Server errors for a property without an input (e.g. a read-only one) still need saying, under its label. */
function OtherErrors({ inputs, fieldLabel }: { inputs: SchemaFormInput[]; fieldLabel(name: string): string }) {
  const { errors } = useFormState();
  const translate = useTranslate();
  const known = new Set(inputs.map((i) => i.name));
  const other = Object.entries(errors).filter(([name]) => !known.has(name) && name !== 'root');
  if (!other.length) return null;
  return (
    <Alert severity="error" sx={{ mb: 2, width: '100%' }}>
      {other.map(([name, error]) => {
        const message = String((error as { message?: unknown })?.message ?? '');
        return <div key={name}>{`${fieldLabel(name)}: ${translate(message, { _: message })}`}</div>;
      })}
    </Alert>
  );
}

export interface SchemaFormProps {
  inputs: SchemaFormInput[];
  validate(values: Record<string, unknown>): FormErrors;
  /** the translated label of any property (OtherErrors names properties without an input) */
  fieldLabel(name: string): string;
  enumLabel(name: string, value: unknown): string;
  /** a cancel button beside save (the dialogs' only way out besides Escape: a stray click keeps the form) */
  onCancel?(): void;
}

/** The inputs of a generated form, in order, each from its widget; only a save button below. */
export function SchemaForm({ inputs, validate, fieldLabel, enumLabel, onCancel }: SchemaFormProps) {
  const toolbar = (
    <Toolbar sx={{ gap: 1 }}>
      <SaveButton />
      {onCancel ? <Button label="ra.action.cancel" onClick={onCancel} /> : null}
    </Toolbar>
  );
  return (
    <SimpleForm validate={validate} toolbar={toolbar} sx={{ minWidth: { sm: 480 } }}>
      <OtherErrors inputs={inputs} fieldLabel={fieldLabel} />
      {inputs.map(({ name, widget, ctx, label, readOnly }) => (
        <widget.input key={name} ctx={ctx} label={label} readOnly={readOnly} enumLabel={(value) => enumLabel(name, value)} />
      ))}
    </SimpleForm>
  );
}
