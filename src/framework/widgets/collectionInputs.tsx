/**
 * Lists and objects: a select or multi-select over another resource's records, free-text tags,
 * and an object's own properties as one input each.
 */
import {
  AutocompleteArrayInput,
  BooleanInput,
  NumberInput,
  ReferenceArrayInput,
  ReferenceInput,
  SelectInput,
  TextArrayInput,
  TextInput,
} from 'react-admin';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { subFieldLabel } from '../schema/labels';
import { typeOf } from '../schema/resolveProperty';
import { childInputProps } from './inputProps';
import type { WidgetInputProps } from './registry';


/** `widget: select` with a reference: the referred records as the choices. */
export function ReferenceSelectWidget(props: WidgetInputProps) {
  const reference = props.ctx.ui.reference!;
  return (
    <ReferenceInput source={props.ctx.name} reference={reference.resource} perPage={1000}>
      <SelectInput {...childInputProps(props)} optionText={reference.label} translateChoice={false} />
    </ReferenceInput>
  );
}

/** `widget: multiSelect` with a reference: several referred records. */
export function ReferenceMultiSelectWidget(props: WidgetInputProps) {
  const reference = props.ctx.ui.reference!;
  return (
    <ReferenceArrayInput source={props.ctx.name} reference={reference.resource} perPage={1000}>
      <AutocompleteArrayInput {...childInputProps(props)} optionText={reference.label} translateChoice={false} />
    </ReferenceArrayInput>
  );
}

/** A list of free values (areas, e-mail recipients): typed in as tags. */
export function TagsWidget(props: WidgetInputProps) {
  return <TextArrayInput source={props.ctx.name} {...childInputProps(props)} />;
}

/** An object (a waybill's consignor): each of its properties as its own input. */
export function ObjectWidget({ ctx, label, readOnly }: WidgetInputProps) {
  const translate = useTranslate();
  const properties = Object.entries(ctx.property.properties as Record<string, WidgetInputProps['ctx']['property']>);
  const required = new Set((ctx.property.required as string[] | undefined) ?? []);
  return (
    // spaced like the form around it (SchemaForm): inputs without helper texts would touch
    <Box component="fieldset" sx={{ display: 'grid', rowGap: 2.5, border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, pt: 2, m: 0, width: '100%', minWidth: 0 }}>
      <Typography component="legend" variant="body2" color="text.secondary" sx={{ px: 0.5 }}>
        {label}
      </Typography>
      {properties.map(([name, property]) => {
        const source = `${ctx.name}.${name}`;
        const props = {
          source,
          label: subFieldLabel(translate, ctx.resource, ctx.name, name, property.title),
          readOnly,
          disabled: readOnly,
          isRequired: required.has(name),
          helperText: false as const,
          size: 'medium' as const,
        };
        const type = typeOf(property);
        if (type === 'boolean') return <BooleanInput key={name} {...props} />;
        if (type === 'integer' || type === 'number') return <NumberInput key={name} {...props} fullWidth />;
        return <TextInput key={name} {...props} fullWidth />;
      })}
    </Box>
  );
}
