/** The plain widgets: text, textarea, password, number, select, multiSelect, boolean. */
import { BooleanInput, NumberInput, PasswordInput, SelectArrayInput, SelectInput, TextInput } from 'react-admin';
import { inputProps } from './inputProps';
import type { WidgetInputProps } from './registry';


function choicesOf(values: unknown[] | undefined, enumLabel: (value: unknown) => string) {
  return (values ?? []).map((value) => ({ id: value as string | number, name: enumLabel(value) }));
}

export function TextWidget(props: WidgetInputProps) {
  return <TextInput {...inputProps(props)} fullWidth />;
}

export function TextareaWidget(props: WidgetInputProps) {
  return <TextInput {...inputProps(props)} multiline minRows={3} fullWidth />;
}

export function PasswordWidget(props: WidgetInputProps) {
  return <PasswordInput {...inputProps(props)} fullWidth autoComplete="new-password" />;
}

export function NumberWidget(props: WidgetInputProps) {
  return <NumberInput {...inputProps(props)} fullWidth />;
}

export function SelectWidget(props: WidgetInputProps) {
  return <SelectInput {...inputProps(props)} choices={choicesOf(props.ctx.property.enum, props.enumLabel)} fullWidth />;
}

export function MultiSelectWidget(props: WidgetInputProps) {
  return <SelectArrayInput {...inputProps(props)} choices={choicesOf(props.ctx.property.items?.enum, props.enumLabel)} fullWidth />;
}

export function BooleanWidget(props: WidgetInputProps) {
  const { isRequired: _required, ...rest } = inputProps(props);
  return <BooleanInput {...rest} />;
}
