import type { InputHTMLAttributes, ReactNode } from 'react';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> {
  name: string;
  label: string;
  value: string;
  error?: string | undefined;
  onValue(value: string): void;
  /** a button inside the input, e.g. show/hide password */
  adornment?: ReactNode;
}

/** A labelled input with its error message right under it, linked for assistive technology. */
export function LoginField({ name, label, value, error, onValue, adornment, ...input }: Props) {
  const id = `login-${name}`;
  return (
    <div className="login-field">
      <label className="login-label" htmlFor={id}>
        {label}
      </label>
      <div className="login-control">
        <input
          {...input}
          id={id}
          name={name}
          className="login-input"
          value={value}
          onChange={(e) => onValue(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-help`}
        />
        {adornment}
      </div>
      <p id={`${id}-help`} className="login-help" role={error ? 'alert' : undefined}>
        {error ?? ''}
      </p>
    </div>
  );
}
