/**
 * Transshipment (issue 29 §1): while in transit, the goods move from one of the assets carrying
 * them to another asset, at a place and time (now when left empty); a new leg begins.
 */
import { useState } from 'react';
import { useGetList, useTranslate } from 'ra-core';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { WAYBILL_TEXT_MAX } from '../../src/lib/waybillActions';
import { ActionDialog } from './ActionDialog';
import { fromLocalInput } from './localTime';
import { useActionSubmit } from './useActionSubmit';
import { waybillAction } from './waybillApi';

/** the assets a list offers: the first 100 of the company's (the server refuses one it does not know) */
const ASSET_QUERY = { pagination: { page: 1, perPage: 100 }, sort: { field: 'id', order: 'ASC' as const } };

export interface TransshipDialogProps {
  id: number;
  number: string;
  /** the assets carrying the goods now */
  carrying: readonly number[];
  open: boolean;
  onClose(): void;
  onDone(): void;
}

export function TransshipDialog({ id, number, carrying, open, onClose, onDone }: TransshipDialogProps) {
  const translate = useTranslate();
  const { data: assets = [], isPending } = useGetList('asset', ASSET_QUERY, { enabled: open });
  const [from, setFrom] = useState<string>(carrying.length === 1 ? String(carrying[0]) : '');
  const [to, setTo] = useState('');
  const [place, setPlace] = useState('');
  const [time, setTime] = useState('');
  const submit = useActionSubmit(onDone);
  const nameOf = (assetId: number) => String(assets.find((a) => a.id === assetId)?.name ?? `#${assetId}`);
  const field = (name: string) => ({ error: Boolean(submit.fieldErrors[name]), helperText: submit.fieldErrors[name] ?? ' ' });
  const send = () => {
    const at = fromLocalInput(time);
    return waybillAction(id, 'transship', { fromAsset: Number(from), toAsset: Number(to), place: place.trim(), ...(at === null ? {} : { time: at }) });
  };
  return (
    <ActionDialog
      open={open}
      title="resources.waybill.actions.transship"
      description="resources.waybill.actions.transshipHelp"
      translateOptions={{ number }}
      busy={submit.busy}
      error={submit.error}
      confirmLabel="resources.waybill.actions.transship"
      ready={from !== '' && to !== '' && place.trim() !== ''}
      maxWidth="sm"
      onConfirm={() => void submit.run(send)}
      onClose={onClose}
    >
      <Stack spacing={0.5}>
        <TextField select required label={translate('resources.waybill.actions.fromAsset')} value={from} onChange={(e) => setFrom(e.target.value)} {...field('fromAsset')}>
          {carrying.map((assetId) => (
            <MenuItem key={assetId} value={String(assetId)}>
              {nameOf(assetId)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          required
          label={translate('resources.waybill.actions.toAsset')}
          value={to}
          onChange={(e) => setTo(e.target.value)}
          disabled={isPending}
          {...field('toAsset')}
        >
          {assets
            .filter((asset) => !carrying.includes(Number(asset.id)))
            .map((asset) => (
              <MenuItem key={asset.id} value={String(asset.id)}>
                {String(asset.name ?? asset.id)}
              </MenuItem>
            ))}
        </TextField>
        <TextField
          required
          label={translate('resources.waybill.actions.place')}
          value={place}
          onChange={(e) => setPlace(e.target.value)}
          slotProps={{ htmlInput: { maxLength: WAYBILL_TEXT_MAX } }}
          {...field('place')}
        />
        <TextField
          type="datetime-local"
          label={translate('resources.waybill.actions.time')}
          value={time}
          onChange={(e) => setTime(e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
          {...field('time')}
          helperText={submit.fieldErrors.time ?? translate('resources.waybill.actions.timeNow')}
        />
      </Stack>
    </ActionDialog>
  );
}
