import type { WidgetInputProps } from './registry';

/** What every widget's react-admin input gets: its source, label, read-only state and required mark. */
export const inputProps = ({ ctx, label, readOnly }: WidgetInputProps) => ({
  source: ctx.name,
  label,
  readOnly,
  disabled: readOnly,
  isRequired: ctx.required,
  helperText: false as const,
  // react-admin makes its date and number inputs small (40 px) and the rest medium: one height
  size: 'medium' as const,
  // the schema's `default` fills a new record's input (an alarm receiver is enabled unless unticked);
  // each react-admin input types its default its own way, and the schema's is of the input's kind
  ...(ctx.property.default === undefined ? {} : { defaultValue: ctx.property.default as never }),
});

/** The same for an input inside a reference wrapper, which holds the source itself. */
export const childInputProps = (props: WidgetInputProps) => {
  const { source: _source, ...rest } = inputProps(props);
  return { ...rest, fullWidth: true };
};
