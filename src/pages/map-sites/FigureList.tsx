import Box from '@mui/material/Box';
import { useI18nProvider, useTranslate } from 'ra-core';
import type { SiteFigures } from '../../lib/maps';
import { onlinePercent } from './regionSummary';

const KEY = 'app.pages.mapSites.figures';

/** A site's or region's figures as a description list (popups and the phone view). */
export function FigureList({ figures, stores }: { figures: SiteFigures; stores?: number }) {
  const translate = useTranslate();
  const format = new Intl.NumberFormat(useI18nProvider().getLocale());
  const percent = onlinePercent(figures);
  const rows: Array<[string, string]> = [
    [translate(`${KEY}.devices`), format.format(figures.devices)],
    [translate(`${KEY}.online`), percent === null ? format.format(figures.online) : `${format.format(figures.online)} (${percent}%)`],
    [translate(`${KEY}.openAlarms`), format.format(figures.openAlarms)],
    [translate(`${KEY}.excursionsToday`), format.format(figures.excursionsToday)],
  ];
  if (stores !== undefined) rows.push([translate(`${KEY}.stores`), format.format(stores)]);
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto auto', columnGap: 2, rowGap: 0.25, m: 0, '& dd': { m: 0, textAlign: 'right', fontVariantNumeric: 'tabular-nums' } }}>
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </Box>
      ))}
    </Box>
  );
}
