/** A generated form's logic: its inputs with their widgets, client validation, the values sent. */
import { useCallback, useMemo } from 'react';
import { useLocale, useTranslate } from 'ra-core';
import { formatParams } from '../../lib/validation';
import type { EntityEntry } from '../schema/schemaRegistry';
import { useLabels } from '../schema/labels';
import { pickWidget, type WidgetEntry } from '../widgets/registry';
import { widgetsOf } from '../widgets/widgetsOf';
import { cleanValues, formFields, inSections, nestErrors, validateValues, type FormError, type FormErrors, type FormField, type FormView } from './formModel';

const NONE: readonly string[] = [];

export interface SchemaFormInput extends FormField {
  widget: WidgetEntry;
  label: string;
}

/**
 * `original`: the record being edited; `defaults`: the page's fixed values of a new record,
 * shown read-only. Either settles the schema's conditions (the asset types of a role).
 */
export function useSchemaForm(entity: EntityEntry, view: FormView, original?: Record<string, unknown>, defaults?: Record<string, unknown>) {
  const labels = useLabels(entity);
  const translate = useTranslate();
  const locale = useLocale();
  const inputs = useMemo<SchemaFormInput[]>(() => {
    const widgets = widgetsOf(entity);
    const locked = defaults ? Object.keys(defaults) : NONE;
    const fields = inSections(formFields(entity, view, locked, view === 'edit' ? original : defaults), entity.ui.form?.sections);
    return fields.flatMap((field) => {
      const widget = pickWidget(widgets, field.ctx);
      return widget ? [{ ...field, widget, label: labels.field(field.name) }] : [];
    });
  }, [entity, view, labels, original, defaults]);

  /** react-admin's form-level validator: each issue at its field, as a translation key and args. */
  const validate = useCallback(
    (values: Record<string, unknown>): FormErrors => {
      const issues = validateValues(entity, inputs, view, values, original);
      const errors: Record<string, FormError> = {};
      for (const [field, issue] of Object.entries(issues)) {
        // dates shown in the user's language and zone, not as unix seconds (issue 11 §2)
        const args: Record<string, unknown> = { ...formatParams(issue.params, issue.dates, { language: locale }) };
        if (typeof args.field === 'string') args.field = labels.field(args.field);
        errors[field] = { message: issue.key, args };
      }
      return nestErrors(errors);
    },
    [entity, inputs, view, original, labels, locale],
  );

  /** react-admin's transform: on edit it passes the loaded record, so an emptied value goes as null */
  const transform = useCallback(
    (values: Record<string, unknown>, options?: { previousData?: Record<string, unknown> }) =>
      cleanValues(inputs, values, view === 'edit' ? options?.previousData : undefined),
    [inputs, view],
  );

  return { inputs, validate, transform, labels, translate };
}
