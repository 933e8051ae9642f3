import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

interface Props {
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
  role?: 'alert' | 'status';
}

/** A centred full-page message: errors, empty states, not-available pages. */
export function FullPageMessage({ title, children, actions, role = 'status' }: Props) {
  return (
    <Box
      role={role}
      sx={{ minHeight: '60vh', display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 2, p: 4, textAlign: 'center' }}
    >
      <Typography variant="h5" component="h1">
        {title}
      </Typography>
      {children}
      {actions ? <Box sx={{ display: 'flex', gap: 1 }}>{actions}</Box> : null}
    </Box>
  );
}
