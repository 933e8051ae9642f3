import { useTranslate } from 'react-admin';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useOrganizationChoices } from '../../../src/framework/organizations/useOrganizationOptions';

/** The organizations of the user's data scope as an indented tree, "all" first; none offered when they could not be loaded. */
export function OrganizationFilter({ value, onChange }: { value: number | undefined; onChange(value: number | undefined): void }) {
  const translate = useTranslate();
  const { choices, error } = useOrganizationChoices();
  if (error) return null;
  return (
    <TextField
      select
      size="small"
      label={translate('alarm.pages.filters.organization')}
      value={value === undefined || !choices.length ? '' : String(value)}
      onChange={(event) => onChange(event.target.value === '' ? undefined : Number(event.target.value))}
      sx={{ minWidth: 200, flex: { xs: '1 1 100%', sm: '0 1 auto' } }}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{translate('alarm.pages.filters.allOrganizations')}</MenuItem>
      {choices.map((choice) => (
        <MenuItem key={String(choice.id)} value={String(choice.id)}>
          {`${'\u2003'.repeat(choice.depth)}${choice.name}`}
        </MenuItem>
      ))}
    </TextField>
  );
}
