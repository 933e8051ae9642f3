/**
 * A date or date-and-time input that writes its value as the console writes every date, in the
 * user's language (issue 26 §3: a browser's own date input writes the browser's language, "01/05/
 * 2024, 01:05 PM" in a Chinese console, and its widest form is cut off). A text field one types
 * into, with a button that opens the browser's calendar. Value and onChange speak the HTML date
 * inputs' form ('YYYY-MM-DD', 'YYYY-MM-DDTHH:mm'), so it replaces one without other changes.
 */
import { useRef, type Ref } from 'react';
import { useLocale, useTranslate } from 'ra-core';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import EventIcon from '@mui/icons-material/Event';
import { formatDate, formatDateTime } from '../../lib/dateTimeFormat';
import { useMomentText } from './useMomentText';

export interface MomentTextFieldProps extends Omit<TextFieldProps, 'value' | 'onChange' | 'type' | 'defaultValue'> {
  /** 'YYYY-MM-DDTHH:mm' (or 'YYYY-MM-DD' without `withTime`), '' for none, or text typed that is no date yet */
  value: string;
  onChange(value: string): void;
  /** a date and time (the default), or a date */
  withTime?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}

// the example of the hint: 2024-01-05 13:05 in the user's form
const EXAMPLE = Date.UTC(2024, 0, 5, 13, 5) / 1000;

// the browser's own input, out of sight under the button: only its calendar is used
const PICKER_STYLE = { position: 'absolute', inset: 0, width: '100%', height: '100%', opacity: 0, pointerEvents: 'none', border: 0, padding: 0 } as const;

export function MomentTextField({ value, onChange, withTime = true, error, helperText, onBlur, slotProps, inputRef, disabled, ...rest }: MomentTextFieldProps) {
  const translate = useTranslate();
  const locale = useLocale();
  const model = useMomentText(value, onChange, withTime);
  const picker = useRef<HTMLInputElement>(null);
  const readOnly = Boolean((slotProps?.htmlInput as { readOnly?: boolean } | undefined)?.readOnly);
  const example = withTime ? formatDateTime(EXAMPLE, locale, { utcOffset: 0 }) : formatDate(EXAMPLE, locale, { utcOffset: 0 });
  const openPicker = () => {
    const input = picker.current;
    if (!input) return;
    try {
      input.showPicker();
    } catch {
      // a browser without showPicker (or refusing it): its input takes the focus and a click
      input.focus();
      input.click();
    }
  };
  return (
    <TextField
      {...rest}
      disabled={disabled}
      value={model.text}
      onChange={(event) => model.change(event.target.value)}
      onBlur={(event) => {
        model.leave();
        onBlur?.(event);
      }}
      error={Boolean(error) || model.invalid}
      helperText={model.invalid && !error ? translate(withTime ? 'app.dateInput.invalidDateTime' : 'app.dateInput.invalidDate', { example }) : helperText}
      inputRef={inputRef}
      slotProps={{
        ...slotProps,
        inputLabel: { shrink: true, ...slotProps?.inputLabel },
        htmlInput: {
          autoComplete: 'off',
          spellCheck: false,
          placeholder: translate(withTime ? 'app.dateInput.dateTimePlaceholder' : 'app.dateInput.datePlaceholder'),
          ...slotProps?.htmlInput,
        },
        input: {
          ...slotProps?.input,
          endAdornment:
            disabled || readOnly ? undefined : (
              <InputAdornment position="end" sx={{ position: 'relative' }}>
                <IconButton
                  edge="end"
                  size="small"
                  onClick={openPicker}
                  aria-label={translate(withTime ? 'app.dateInput.pickDateTime' : 'app.dateInput.pickDate')}
                >
                  <EventIcon fontSize="small" />
                </IconButton>
                <input
                  ref={picker}
                  type={withTime ? 'datetime-local' : 'date'}
                  tabIndex={-1}
                  aria-hidden
                  value={model.pickerValue}
                  step={withTime ? 60 : undefined}
                  onChange={(event) => model.pick(event.target.value)}
                  style={PICKER_STYLE}
                  data-testid="moment-picker"
                />
              </InputAdornment>
            ),
        },
      }}
    />
  );
}
