/** Dates and date-times over unix seconds (the wire's timestamps). */
import { DateInput, DateTimeInput } from 'react-admin';
import { inputProps } from './inputProps';
import type { WidgetInputProps } from './registry';
import { inputToUnix, unixToDateInput, unixToDateTimeInput } from './unixTime';

export function DateWidget(props: WidgetInputProps) {
  return (
    <DateInput
      {...inputProps(props)}
      format={unixToDateInput}
      parse={(text: string) => inputToUnix(text)}
      fullWidth
    />
  );
}

export function DateTimeWidget(props: WidgetInputProps) {
  return (
    <DateTimeInput
      {...inputProps(props)}
      format={unixToDateTimeInput}
      parse={(text: string) => inputToUnix(text)}
      fullWidth
    />
  );
}
