import { useLocaleState } from 'ra-core';
import Typography from '@mui/material/Typography';
import type { ReadingField } from '../../../src/lib/readings';
import { formatRange } from '../live/formatReading';

/** The range a value is judged against, small under it. */
export function ThresholdNote({ field, min, max }: { field: ReadingField; min: number | null; max: number | null }) {
  const [locale] = useLocaleState();
  const range = formatRange(field, min, max, locale);
  return range ? (
    <Typography variant="caption" color="text.secondary" component="div">
      {range}
    </Typography>
  ) : null;
}
