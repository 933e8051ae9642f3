import type { ComponentType } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { SvgIconProps } from '@mui/material/SvgIcon';

interface Props {
  testId: string;
  label: string;
  value: string;
  note?: string | undefined;
  icon: ComponentType<SvgIconProps>;
  tone: string;
  /** the list to open; without it the card is not a link (the user lacks that menu) */
  to?: string | undefined;
}

/** One figure of the dashboard; the whole card is the link, so it is one tab stop with a clear name. */
export function FigureCard({ testId, label, value, note, icon: Icon, tone, to }: Props) {
  const content = (
    <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
      <Icon sx={{ fontSize: 40, color: tone }} aria-hidden />
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" color="text.secondary" component="div">
          {label}
        </Typography>
        <Typography variant="h4" component="div" data-testid={`${testId}-value`}>
          {value}
        </Typography>
        {note ? (
          <Typography variant="caption" color="text.secondary" component="div">
            {note}
          </Typography>
        ) : null}
      </Box>
    </CardContent>
  );
  return (
    <Card variant="outlined" data-testid={testId} sx={{ height: '100%' }}>
      {to ? (
        <CardActionArea component={RouterLink} to={to} sx={{ height: '100%' }}>
          {content}
        </CardActionArea>
      ) : (
        content
      )}
    </Card>
  );
}
