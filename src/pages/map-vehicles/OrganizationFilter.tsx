/**
 * The organizations of the user's data scope as an indented tree with "all" first (the same tree
 * as the forms' organization picker). Without them (the call failed) no picker rather than a broken one.
 */
import { useTranslate } from 'react-admin';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useOrganizationChoices } from '../../framework/organizations/useOrganizationOptions';

const K = 'app.pages.carmonitor.filters';

export function OrganizationFilter({ value, onChange }: { value: number | undefined; onChange(value: number | undefined): void }) {
  const translate = useTranslate();
  const { choices, error } = useOrganizationChoices();
  if (error) return null;
  return (
    <TextField
      select
      size="small"
      fullWidth
      label={translate(`${K}.organization`)}
      value={value === undefined ? '' : String(value)}
      onChange={(event) => onChange(event.target.value === '' ? undefined : Number(event.target.value))}
    >
      <MenuItem value="">{translate(`${K}.allOrganizations`)}</MenuItem>
      {choices.map((choice) => (
        <MenuItem key={String(choice.id)} value={String(choice.id)}>
          {`${'\u2003'.repeat(choice.depth)}${choice.name}`}
        </MenuItem>
      ))}
    </TextField>
  );
}
