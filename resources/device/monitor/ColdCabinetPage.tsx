import { useMemo } from 'react';
import { useLocaleState, useTranslate } from 'ra-core';
import Typography from '@mui/material/Typography';
import { CABINET_ASSET_ROLE, type MonitorRow } from '../../../src/lib/readings';
import type { PageProps } from '../../../src/framework';
import type { ExtraColumn } from './DeviceTable';
import { MonitorView } from './MonitorView';

const volumeText = (row: MonitorRow, locale: string) => (row.asset?.volume === undefined ? '' : new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(row.asset.volume));

/** The cabinet a device is fitted to, on its card: name, brand · model · volume. */
function CabinetLine({ row, locale }: { row: MonitorRow; locale: string }) {
  const translate = useTranslate();
  const asset = row.asset;
  if (!asset) return null;
  const parts = [asset.brand, asset.model, asset.volume === undefined ? undefined : translate('resources.device.coldcabinet.volume', { volume: volumeText(row, locale) })].filter(Boolean);
  return (
    <Typography variant="body2" color="text.secondary" data-testid={`cabinet-${row.id}`}>
      {asset.name}
      {parts.length ? ` · ${parts.join(' · ')}` : ''}
    </Typography>
  );
}

/** /device/coldcabinet: the monitor of the devices fitted to refrigerator cabinets, with each cabinet's brand, model and volume. */
export function ColdCabinetPage(_props: PageProps) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const columns = useMemo<ExtraColumn[]>(
    () => [
      { key: 'cabinet', label: translate('resources.device.coldcabinet.cabinet'), cell: (row) => row.asset?.name ?? '' },
      { key: 'brand', label: translate('resources.asset.fields.brand'), cell: (row) => row.asset?.brand ?? '' },
      { key: 'model', label: translate('resources.asset.fields.model'), cell: (row) => row.asset?.model ?? '' },
      { key: 'volume', label: translate('resources.asset.fields.volume'), cell: (row) => volumeText(row, locale) },
    ],
    [translate, locale],
  );
  return (
    <MonitorView
      title={translate('resources.device.coldcabinet.title')}
      assetRole={CABINET_ASSET_ROLE}
      cardExtra={(row) => <CabinetLine row={row} locale={locale} />}
      extraColumns={columns}
    />
  );
}
