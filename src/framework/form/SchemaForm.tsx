import { useEffect, useState, type ReactNode } from 'react';
import { SaveButton, SimpleForm, Toolbar, ToolbarClasses, useTranslate, type RaRecord, type SaveHandler } from 'react-admin';
import Button from '@mui/material/Button';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SchemaFormInput } from './useSchemaForm';
import { dormant, type FormErrors, type FormField } from './formModel';
import { comparableValues } from './formChanges';

/** Server errors for a property without an input (e.g. a read-only one) still need saying, under its label. */
function OtherErrors({ inputs, fieldLabel }: { inputs: SchemaFormInput[]; fieldLabel(name: string): string }) {
  const { errors } = useFormState();
  const translate = useTranslate();
  const known = new Set(inputs.map((i) => i.name));
  const other = Object.entries(errors).filter(([name]) => !known.has(name) && name !== 'root');
  if (!other.length) return null;
  return (
    <Alert severity="error" sx={{ width: '100%' }}>
      {other.map(([name, error]) => {
        const message = String((error as { message?: unknown })?.message ?? '');
        return <div key={name}>{`${fieldLabel(name)}: ${translate(message, { _: message })}`}</div>;
      })}
    </Alert>
  );
}

/**
 * A `whenChanged` input (an asset's status reason): in the form only while the property it follows
 * differs from the stored value. What was typed stays in the form's values while it is hidden
 * (cleanValues leaves it out of what is sent), and is back if the change is made again.
 */
function ShownWhenChanged({ field, children }: { field: Required<Pick<FormField, 'changedFrom'>>; children: ReactNode }) {
  const value: unknown = useWatch({ name: field.changedFrom.field });
  return dormant(field, { [field.changedFrom.field]: value }) ? null : children;
}

/**
 * Tells the dialog whether the form has changes: its values against those it opened with.
 * Rendered after the inputs, so their default values are part of the start; kept in state, so
 * the start survives the page being hidden and shown again in its tab, which re-runs effects.
 */
function ReportChanges({ onChange }: { onChange(dirty: boolean): void }) {
  const { getValues } = useFormContext();
  const [initial] = useState(() => comparableValues(getValues()));
  const dirty = comparableValues(useWatch()) !== initial;
  useEffect(() => onChange(dirty), [onChange, dirty]);
  return null;
}

/**
 * react-admin resets its form to the record in an effect; a page shown again in its tab re-runs
 * its effects (<Activity>), and the reset would wipe what was typed before the tab switch. The
 * values stay (react-admin still resets fully when the record's id changes). Module-level: the
 * options are a dependency of that effect.
 */
const KEEP_TYPED_VALUES = { keepValues: true } as const;

const STICKY_TOOLBAR = { position: 'sticky', bottom: 0, zIndex: 2, bgcolor: 'background.paper', borderTop: 1, borderColor: 'divider' } as const;

/** Widgets that need a whole row when the form has two columns. */
const FULL_ROW = new Set(['textarea', 'object', 'objectList', 'imageUpload', 'fileUpload', 'multiSelect', 'referenceMultiSelect', 'tags', 'organizationTree']);
/** From this many inputs a form on a wide screen takes two columns. */
const TWO_COLUMNS_FROM = 7;

export interface SchemaFormProps {
  inputs: SchemaFormInput[];
  validate(values: Record<string, unknown>): FormErrors;
  /** the translated label of any property (OtherErrors names properties without an input) */
  fieldLabel(name: string): string;
  enumLabel(name: string, value: unknown): string;
  /** a cancel button beside save (in a dialog: the guarded way out, which asks when there are changes) */
  onCancel?(): void;
  /** called when the form gains or loses changes (a dialog asks before discarding them) */
  onDirtyChange?(dirty: boolean): void;
  /** in place of the save context's save (e.g. a confirmation first); what it returns is what save returns */
  onSubmit?: SaveHandler<RaRecord>;
}

/** The inputs of a generated form, in order, each from its widget; only a save button below. */
export function SchemaForm({ inputs, validate, fieldLabel, enumLabel, onCancel, onDirtyChange, onSubmit }: SchemaFormProps) {
  const translate = useTranslate();
  const twoColumns = inputs.length >= TWO_COLUMNS_FROM;
  const toolbar = (
    // react-admin pins its toolbar to the window's bottom on a phone, out of a dialog's reach:
    // here it sticks to the bottom of the dialog at every width, both buttons in view however long
    // the form (a role's permission tree, issue 26 §3)
    <Toolbar sx={{ gap: 1, ...STICKY_TOOLBAR, [`&.${ToolbarClasses.mobileToolbar}`]: { ...STICKY_TOOLBAR, width: 'auto' } }}>
      <SaveButton />
      {/* MUI's button, not react-admin's: that one shrinks to its icon on a phone, and this one has none */}
      {onCancel ? <Button onClick={onCancel}>{translate('ra.action.cancel')}</Button> : null}
    </Toolbar>
  );
  return (
    <SimpleForm
      validate={validate}
      {...(onSubmit ? { onSubmit } : {})}
      toolbar={toolbar}
      resetOptions={KEEP_TYPED_VALUES}
      // inputs spaced by the theme (without helper texts they would touch, and a floating label
      // would sit on the field above); a long form on a wide screen in two columns
      sx={{
        minWidth: { sm: 480, md: twoColumns ? 760 : 480 },
        '& > .MuiStack-root': {
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: twoColumns ? 'repeat(2, minmax(0, 1fr))' : 'minmax(0, 1fr)' },
          columnGap: 2,
          rowGap: 2.5,
          alignItems: 'start',
          pt: 1,
          // react-admin's inputs bring margins of their own, unlike each other: the grid spaces them
          '& .MuiFormControl-root': { my: 0 },
        },
      }}
    >
      <Box sx={{ gridColumn: '1 / -1', '&:empty': { display: 'none' } }}>
        <OtherErrors inputs={inputs} fieldLabel={fieldLabel} />
      </Box>
      {inputs.flatMap(({ name, widget, ctx, label, readOnly, section, changedFrom }) => {
        const input = (
          <Box key={name} sx={{ gridColumn: FULL_ROW.has(widget.name) ? '1 / -1' : undefined, minWidth: 0 }}>
            <widget.input ctx={ctx} label={label} readOnly={readOnly} enumLabel={(value) => enumLabel(name, value)} />
          </Box>
        );
        return [
          section ? (
            <Typography key={`section-${section}`} component="h3" variant="subtitle2" color="text.secondary" sx={{ gridColumn: '1 / -1', mt: 1, borderBottom: 1, borderColor: 'divider' }}>
              {translate(section)}
            </Typography>
          ) : null,
          changedFrom ? (
            <ShownWhenChanged key={name} field={{ changedFrom }}>
              {input}
            </ShownWhenChanged>
          ) : (
            input
          ),
        ];
      })}
      {onDirtyChange ? <ReportChanges onChange={onDirtyChange} /> : null}
    </SimpleForm>
  );
}
