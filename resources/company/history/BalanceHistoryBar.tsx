/** The balance history's query bar: start and end (spec §5's checks), the kind, Search and the export. It wraps at phone width. */
import type { ReactNode } from 'react';
import { useTranslate } from 'ra-core';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';
import { RangeQueryForm, RangeTimeInput } from '../../../src/framework/range/RangeQueryForm';
import { PAID_CHANNELS, type PaidChannel } from '../../../src/lib/alarms';
import type { BalanceHistoryModel, RangeField } from './useBalanceHistory';

const K = 'balance.history';

export function BalanceHistoryBar({ model, children }: { model: BalanceHistoryModel; children?: ReactNode }) {
  const translate = useTranslate();
  const timeInput = (field: RangeField) => (
    <RangeTimeInput
      label={translate(`${K}.${field}`)}
      value={model.draft[field]}
      onChange={(value) => model.setDraft(field, value)}
      error={model.error?.field === field ? translate(model.error.message.key, model.error.message.params) : undefined}
    />
  );
  return (
    <RangeQueryForm label={translate(`${K}.query`)} onSubmit={model.submit}>
      {timeInput('start')}
      {timeInput('end')}
      <TextField
        select
        size="small"
        label={translate(`${K}.kind`)}
        value={model.kind}
        onChange={(event) => model.setKind(event.target.value as PaidChannel | '')}
        sx={{ flex: '0 1 180px', minWidth: 140 }}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">{translate(`${K}.allKinds`)}</MenuItem>
        {PAID_CHANNELS.map((kind) => (
          <MenuItem key={kind} value={kind}>
            {translate(`balance.kinds.${kind}`)}
          </MenuItem>
        ))}
      </TextField>
      <Button type="submit" variant="contained" startIcon={<SearchIcon />}>
        {translate(`${K}.search`)}
      </Button>
      {children}
    </RangeQueryForm>
  );
}
