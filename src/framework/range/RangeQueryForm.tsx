/**
 * The pieces every range query bar is made of (the alarm pages, the balance history): a form that
 * wraps at phone width and submits without the browser's own checks (spec §5's rules run before
 * anything is asked), and its start or end input, whose refusal shows at it while what was typed stays.
 */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { MomentTextField } from '../widgets/MomentTextField';

export function RangeQueryForm({ label, onSubmit, children }: { label: string; onSubmit(): void; children: ReactNode }) {
  return (
    <Box
      component="form"
      noValidate
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1.5 }}
    >
      {children}
    </Box>
  );
}

export interface RangeTimeInputProps {
  label: string;
  /** the datetime-local text ('YYYY-MM-DDTHH:mm'), or text typed that is no date yet */
  value: string;
  onChange(value: string): void;
  /** the refusal's message, shown under the input */
  error?: string;
}

export function RangeTimeInput({ label, value, onChange, error }: RangeTimeInputProps) {
  return (
    // shown in the user's language, whole: wide enough for '2024/01/05 13:05' and the calendar button
    <MomentTextField
      size="small"
      label={label}
      value={value}
      onChange={onChange}
      error={error !== undefined}
      helperText={error}
      sx={{ flex: '1 1 220px', maxWidth: { sm: 260 } }}
    />
  );
}
