/** A failed load: the message, and a Retry button that asks again (lists, panels, pages). */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

export interface LoadErrorProps {
  /** what went wrong, already translated */
  children: ReactNode;
  onRetry: () => void;
  testId?: string;
}

export function LoadError({ children, onRetry, testId }: LoadErrorProps) {
  const translate = useTranslate();
  return (
    <Alert
      severity="error"
      data-testid={testId}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {translate('app.retry')}
        </Button>
      }
    >
      {children}
    </Alert>
  );
}
