/**
 * The text of a date input (MomentTextField): what it shows and what it hands on. Its value is the
 * HTML date inputs' form ('YYYY-MM-DD', 'YYYY-MM-DDTHH:mm'); it shows it as the console writes
 * every date (src/lib/dateTimeFormat.ts, in the user's language, 24 hours), reads what is typed in
 * any of the three languages' forms, and hands on text that is no date yet as typed: the page or
 * form refuses it with a message, and nothing typed is lost or silently replaced by the old value.
 */
import { useState } from 'react';
import { useLocale } from 'ra-core';
import { inputDisplayText, parseInputText } from '../../lib/dateTimeFormat';

interface TextState {
  /** what the field shows */
  text: string;
  /** the value the text stands for, as last handed on or received */
  value: string;
  locale: string;
  /** the field was left since the last change: a text that is no date says so now */
  left: boolean;
}

export interface MomentText {
  text: string;
  /** the text was left as no date */
  invalid: boolean;
  /** the value of the text, for the browser's picker to open at ('' when none) */
  pickerValue: string;
  change(text: string): void;
  /** a value chosen in the browser's picker */
  pick(value: string): void;
  leave(): void;
}

export function useMomentText(value: string, onChange: (value: string) => void, withTime: boolean): MomentText {
  const locale = useLocale();
  const parse = (text: string) => (text.trim() === '' ? '' : parseInputText(text, withTime));
  const [state, setState] = useState<TextState>(() => ({ text: inputDisplayText(value, locale), value, locale, left: false }));
  let current = state;
  if (state.value !== value || state.locale !== locale) {
    // a value from elsewhere (a preset, a reset, the address) is shown afresh; a language switch
    // rewrites a date in its form, and keeps a text that is not one yet
    const typing = state.value === value && parse(state.text) === null;
    current = { text: typing ? state.text : inputDisplayText(value, locale), value, locale, left: state.left };
    setState(current);
  }
  const handOn = (text: string, next: string) => {
    setState({ text, value: next, locale, left: false });
    if (next !== value) onChange(next);
  };
  const parsed = parse(current.text);
  return {
    text: current.text,
    invalid: current.left && parsed === null,
    pickerValue: parsed ?? '',
    change: (text) => handOn(text, parse(text) ?? text),
    pick: (picked) => handOn(inputDisplayText(picked, locale), picked),
    // a date typed loosely ('2024-1-5 9:05') is shown in the console's form once left
    leave: () => setState({ ...current, text: parsed ? inputDisplayText(parsed, locale) : current.text, left: true }),
  };
}
