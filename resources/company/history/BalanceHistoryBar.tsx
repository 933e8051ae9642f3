/** The balance history's query bar: start and end (spec §5's checks), the kind, Search and the export. It wraps at phone width. */
import type { ReactNode } from 'react';
import { useTranslate } from 'ra-core';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';
import { PAID_CHANNELS, type PaidChannel } from '../../../src/lib/alarms';
import type { BalanceHistoryModel, RangeField } from './useBalanceHistory';

const K = 'balance.history';

export function BalanceHistoryBar({ model, children }: { model: BalanceHistoryModel; children?: ReactNode }) {
  const translate = useTranslate();
  const timeInput = (field: RangeField) => {
    const message = model.error?.field === field ? translate(model.error.message.key, model.error.message.params) : undefined;
    return (
      <TextField
        type="datetime-local"
        size="small"
        label={translate(`${K}.${field}`)}
        value={model.draft[field]}
        onChange={(event) => model.setDraft(field, event.target.value)}
        error={message !== undefined}
        helperText={message}
        sx={{ flex: '1 1 200px', maxWidth: { sm: 240 } }}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 60 } }}
      />
    );
  };
  return (
    <Box
      component="form"
      noValidate
      aria-label={translate(`${K}.query`)}
      onSubmit={(event) => {
        event.preventDefault();
        model.submit();
      }}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1.5 }}
    >
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
    </Box>
  );
}
