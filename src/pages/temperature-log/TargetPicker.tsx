/**
 * What the report covers: the kind (device, asset, waybill) and one of the user's records of that
 * kind, searched on the server (a device's number or name among the user's own devices, GET
 * /device/options; an asset's name, a waybill's number: each entity's `q` filter). The chosen record keeps its label while a search shows others.
 */
import { useMemo, useState } from 'react';
import { useGetList, useGetOne, useTranslate, type RaRecord } from 'react-admin';
import Autocomplete from '@mui/material/Autocomplete';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { REPORT_TARGETS, type ReportTarget } from '../../lib/reports';
import { useDeviceOption, useDeviceSearch } from '../../framework/devices/useDeviceOptions';
import { useDebounced } from './useDebounced';

const OPTIONS = 20;
const SORT: Record<ReportTarget, string> = { device: 'number', asset: 'name', waybill: 'id' };

/** A record's label in the picker. */
export function targetLabel(target: ReportTarget, record: RaRecord): string {
  const text = (key: string) => (typeof record[key] === 'string' ? (record[key] as string) : '');
  if (target === 'device') return [text('number'), text('name')].filter(Boolean).join(' ');
  if (target === 'asset') return [text('name'), text('plate')].filter(Boolean).join(' · ');
  const consignee = record.consignee as { institution?: string } | undefined;
  return [text('number'), consignee?.institution ?? ''].filter(Boolean).join(' → ');
}

interface TargetPickerProps {
  target: ReportTarget;
  id: number | null;
  /** the label the report gave, while the record itself is not loaded */
  knownLabel?: string;
  onTarget(target: ReportTarget): void;
  onId(id: number | null): void;
}

export function TargetPicker({ target, id, knownLabel, onTarget, onId }: TargetPickerProps) {
  const translate = useTranslate();
  const [text, setText] = useState('');
  const q = useDebounced(text.trim(), 250);
  // devices are the user's own (GET /device/options, issue 26 §3); assets and waybills their lists
  const devices = target === 'device';
  const found = useGetList(
    target,
    { filter: q ? { q } : {}, pagination: { page: 1, perPage: OPTIONS }, sort: { field: SORT[target], order: target === 'waybill' ? 'DESC' : 'ASC' } },
    { enabled: !devices },
  );
  const foundDevices = useDeviceSearch({ ...(q ? { q } : {}), limit: OPTIONS }, devices);
  const data: RaRecord[] | undefined = devices ? foundDevices.data : found.data;
  const isFetching = devices ? foundDevices.isFetching : found.isFetching;
  const chosenRecord = useGetOne(target, { id: id ?? 0 }, { enabled: id !== null && !devices, retry: false });
  const chosenDevice = useDeviceOption(devices ? id : null);
  const chosen = { data: devices ? chosenDevice.data : chosenRecord.data };
  const value = useMemo<RaRecord | null>(() => {
    if (id === null) return null;
    return chosen.data ?? data?.find((r) => r.id === id) ?? { id, ...(knownLabel ? { label: knownLabel } : {}) };
  }, [id, chosen.data, data, knownLabel]);
  const options = useMemo(() => {
    const list = data ?? [];
    return value && !list.some((r) => r.id === value.id) ? [value, ...list] : list;
  }, [data, value]);
  const labelOf = (record: RaRecord) => (typeof record.label === 'string' ? record.label : targetLabel(target, record) || `#${record.id}`);

  return (
    <>
      <TextField
        select
        size="small"
        label={translate('app.pages.temperatureLog.query.target')}
        value={target}
        onChange={(event) => {
          setText('');
          onTarget(event.target.value as ReportTarget);
        }}
        sx={{ flex: '0 0 130px' }}
      >
        {REPORT_TARGETS.map((t) => (
          <MenuItem key={t} value={t}>
            {translate(`reportFile.targets.${t}`)}
          </MenuItem>
        ))}
      </TextField>
      <Autocomplete<RaRecord>
        sx={{ flex: '1 1 240px', minWidth: 200, maxWidth: 380 }}
        size="small"
        options={options}
        value={value}
        loading={isFetching}
        getOptionLabel={labelOf}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        // the server searches; the list shows what it found
        filterOptions={(found) => found}
        onInputChange={(_event, input, reason) => {
          if (reason === 'input') setText(input);
          if (reason === 'clear') setText('');
        }}
        onChange={(_event, record) => {
          setText('');
          onId(record ? Number(record.id) : null);
        }}
        noOptionsText={translate('app.pages.temperatureLog.query.noOptions')}
        loadingText={translate('ra.page.loading')}
        renderInput={(params) => <TextField {...params} label={translate(`reportFile.targets.${target}`)} />}
      />
    </>
  );
}
