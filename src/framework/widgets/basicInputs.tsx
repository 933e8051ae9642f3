/** The plain widgets: text, textarea, password, number, select, multiSelect, boolean. */
import { BooleanInput, NumberInput, PasswordInput, SelectArrayInput, SelectInput, TextInput } from 'react-admin';
import type { WidgetInputProps } from './registry';

const common = ({ ctx, label, readOnly }: WidgetInputProps) => ({
  source: ctx.name,
  label,
  readOnly,
  disabled: readOnly,
  isRequired: ctx.required,
  helperText: false as const,
});

function choicesOf(values: unknown[] | undefined, enumLabel: (value: unknown) => string) {
  return (values ?? []).map((value) => ({ id: value as string | number, name: enumLabel(value) }));
}

export function TextWidget(props: WidgetInputProps) {
  return <TextInput {...common(props)} fullWidth />;
}

export function TextareaWidget(props: WidgetInputProps) {
  return <TextInput {...common(props)} multiline minRows={3} fullWidth />;
}

export function PasswordWidget(props: WidgetInputProps) {
  return <PasswordInput {...common(props)} fullWidth autoComplete="new-password" />;
}

export function NumberWidget(props: WidgetInputProps) {
  return <NumberInput {...common(props)} fullWidth />;
}

export function SelectWidget(props: WidgetInputProps) {
  return <SelectInput {...common(props)} choices={choicesOf(props.ctx.property.enum, props.enumLabel)} fullWidth />;
}

export function MultiSelectWidget(props: WidgetInputProps) {
  return <SelectArrayInput {...common(props)} choices={choicesOf(props.ctx.property.items?.enum, props.enumLabel)} fullWidth />;
}

export function BooleanWidget(props: WidgetInputProps) {
  const { isRequired: _required, ...rest } = common(props);
  return <BooleanInput {...rest} />;
}
