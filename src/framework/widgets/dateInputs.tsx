/**
 * Dates and date-times over unix seconds (the wire's timestamps), as react-admin inputs: the
 * console's own date field (MomentTextField: the user's language, 24 hours, the whole value shown)
 * instead of react-admin's, which is the browser's and speaks the browser's language.
 */
import { useState, type ReactNode } from 'react';
import { FieldTitle, useInput, type Validator } from 'ra-core';
import { InputHelperText } from 'react-admin';
import type { SxProps, Theme } from '@mui/material/styles';
import { inputProps } from './inputProps';
import { MomentTextField } from './MomentTextField';
import type { WidgetInputProps } from './registry';
import { parseInputText } from '../../lib/dateTimeFormat';
import { inputToUnix, unixToDateInput, unixToDateTimeInput } from './unixTime';

export interface MomentInputProps {
  source: string;
  label?: ReactNode;
  /** a date and time (the default), or a date */
  withTime?: boolean;
  /** a day alone stands for its last second (a range filter's end) */
  endOfDay?: boolean;
  /**
   * What text that is no date yet leaves in the form: itself (a record's form, whose validation
   * refuses it as "Incorrect date format", so that nothing is saved in its place), or nothing (a
   * list filter, which asks the server at each change; the field keeps showing it).
   */
  invalid?: 'text' | 'nothing';
  validate?: Validator | Validator[];
  defaultValue?: unknown;
  readOnly?: boolean;
  disabled?: boolean;
  isRequired?: boolean;
  helperText?: ReactNode | false;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
  resource?: string;
  className?: string;
  sx?: SxProps<Theme>;
  /** read by react-admin's filter form, not by the input */
  alwaysOn?: boolean;
}

export function MomentInput(props: MomentInputProps) {
  const {
    source,
    label,
    withTime = true,
    endOfDay = false,
    invalid = 'text',
    validate,
    defaultValue,
    readOnly,
    disabled,
    helperText,
    size = 'small',
    fullWidth,
    resource,
    className,
    sx,
  } = props;
  const toText = withTime ? unixToDateTimeInput : unixToDateInput;
  // a real date in the input's form ('2024-13-05' has the form and is none)
  const isDate = (text: string) => parseInputText(text, withTime) === text;
  const { field, fieldState, isRequired, id } = useInput({
    source,
    resource,
    validate,
    defaultValue,
    readOnly,
    disabled,
    isRequired: props.isRequired,
    // typed text kept in the form (invalid: 'text') shows as typed; unix seconds as the input's value
    format: (value: unknown) => (typeof value === 'string' && !/^\d+$/.test(value) && !isDate(value) ? value : toText(value)),
    parse: (text: string) => (text === '' ? null : isDate(text) ? inputToUnix(text, endOfDay) : invalid === 'text' ? text : undefined),
  });
  // a list filter's text that is no date yet: the form holds nothing, the field keeps the text
  const [pending, setPending] = useState<string | null>(null);
  const formText = typeof field.value === 'string' ? field.value : '';
  const value = pending !== null && formText === '' ? pending : formText;
  return (
    <MomentTextField
      id={id}
      name={field.name}
      inputRef={field.ref}
      value={value}
      onChange={(text) => {
        setPending(text === '' || isDate(text) ? null : text);
        field.onChange(text);
      }}
      onBlur={field.onBlur}
      withTime={withTime}
      label={label === false ? undefined : <FieldTitle label={label as string} source={source} resource={resource} isRequired={isRequired} />}
      error={fieldState.invalid}
      helperText={helperText === false && !fieldState.invalid ? undefined : <InputHelperText error={fieldState.error?.message} helperText={helperText} />}
      disabled={disabled}
      slotProps={{ htmlInput: { readOnly } }}
      size={size}
      fullWidth={fullWidth}
      className={className}
      sx={sx}
    />
  );
}

export function DateWidget(props: WidgetInputProps) {
  return <MomentInput {...inputProps(props)} withTime={false} fullWidth />;
}

export function DateTimeWidget(props: WidgetInputProps) {
  return <MomentInput {...inputProps(props)} fullWidth />;
}
