import { useTranslate } from 'ra-core';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useOrganizationChoices } from '../../src/framework/organizations/useOrganizationOptions';

const sx = { minWidth: 180, flex: { xs: '1 1 100%', sm: '0 1 auto' } } as const;

/** The organizations of the user's data scope as an indented tree, "all" first; none when they could not be loaded. */
export function OrganizationSelect({ label, allLabel, value, onChange }: { label: string; allLabel: string; value: number | undefined; onChange(value: number | undefined): void }) {
  const { choices, error } = useOrganizationChoices();
  if (error) return null;
  return (
    <TextField select size="small" label={label} value={value === undefined ? '' : String(value)} onChange={(event) => onChange(event.target.value === '' ? undefined : Number(event.target.value))} sx={sx}>
      <MenuItem value="">{allLabel}</MenuItem>
      {choices.map((choice) => (
        <MenuItem key={String(choice.id)} value={String(choice.id)}>
          {`${'\u2003'.repeat(choice.depth)}${choice.name}`}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The asset kinds (spec §2: vehicle, cold store, box, refrigerator), "all" first. */
export function RoleSelect({ label, allLabel, value, onChange }: { label: string; allLabel: string; value: number | undefined; onChange(value: number | undefined): void }) {
  const translate = useTranslate();
  return (
    <TextField select size="small" label={label} value={value === undefined ? '' : String(value)} onChange={(event) => onChange(event.target.value === '' ? undefined : Number(event.target.value))} sx={sx}>
      <MenuItem value="">{allLabel}</MenuItem>
      {[1, 2, 3, 4].map((role) => (
        <MenuItem key={role} value={String(role)}>
          {translate(`enums.assetRole.${role}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}
