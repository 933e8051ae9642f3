/** Dates and date-times over unix seconds (the wire's timestamps). */
import { DateInput, DateTimeInput } from 'react-admin';
import type { WidgetInputProps } from './registry';
import { inputToUnix, unixToDateInput, unixToDateTimeInput } from './unixTime';

export function DateWidget({ ctx, label, readOnly }: WidgetInputProps) {
  return (
    <DateInput
      source={ctx.name}
      label={label}
      readOnly={readOnly}
      disabled={readOnly}
      isRequired={ctx.required}
      helperText={false}
      format={unixToDateInput}
      parse={(text: string) => inputToUnix(text)}
      fullWidth
    />
  );
}

export function DateTimeWidget({ ctx, label, readOnly }: WidgetInputProps) {
  return (
    <DateTimeInput
      source={ctx.name}
      label={label}
      readOnly={readOnly}
      disabled={readOnly}
      isRequired={ctx.required}
      helperText={false}
      format={unixToDateTimeInput}
      parse={(text: string) => inputToUnix(text)}
      fullWidth
    />
  );
}
