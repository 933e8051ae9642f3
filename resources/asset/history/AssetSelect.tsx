import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { AssetChoice } from './useAssetChoices';

/** A picker of the company's assets (name and code), with an optional "all" first. */
export function AssetSelect({
  label,
  allLabel,
  choices,
  value,
  onChange,
  required = false,
}: {
  label: string;
  allLabel?: string;
  choices: readonly AssetChoice[];
  value: number | undefined;
  onChange(value: number | undefined): void;
  required?: boolean;
}) {
  return (
    <TextField
      select
      size="small"
      label={label}
      required={required}
      value={value === undefined ? '' : String(value)}
      onChange={(event) => onChange(event.target.value === '' ? undefined : Number(event.target.value))}
      sx={{ minWidth: 180, flex: { xs: '1 1 100%', sm: '0 1 auto' } }}
      slotProps={{ htmlInput: { 'data-testid': 'asset-select' } }}
    >
      {allLabel !== undefined ? <MenuItem value="">{allLabel}</MenuItem> : null}
      {choices.map((choice) => (
        <MenuItem key={choice.id} value={String(choice.id)}>
          {choice.code ? `${choice.name} (${choice.code})` : choice.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
