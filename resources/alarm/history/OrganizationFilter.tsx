import { useMemo } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { flattenTree } from '../../../src/framework/widgets/referenceInputs';

const TREE_LIMIT = 1000;

/** The organizations the user sees as an indented tree, "all" first; none offered when the user may not list them. */
export function OrganizationFilter({ value, onChange }: { value: number | undefined; onChange(value: number | undefined): void }) {
  const translate = useTranslate();
  const { data, error } = useGetList('organization', { pagination: { page: 1, perPage: TREE_LIMIT }, sort: { field: 'id', order: 'ASC' } });
  const choices = useMemo(() => flattenTree(data ?? [], (r) => String(r.name ?? r.id)), [data]);
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
