import { useMemo } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { flattenTree } from '../../../src/framework/widgets/referenceInputs';

const TREE_LIMIT = 1000;

/**
 * The organizations as an indented tree (the same tree as the forms' organization picker), with
 * "all" first. A user who may not list organizations gets no picker rather than a broken one.
 */
export function OrganizationFilter({ value, onChange }: { value: number | undefined; onChange(value: number | undefined): void }) {
  const translate = useTranslate();
  const { data, error } = useGetList('organization', { pagination: { page: 1, perPage: TREE_LIMIT }, sort: { field: 'id', order: 'ASC' } });
  const choices = useMemo(() => flattenTree(data ?? [], (r) => String(r.name ?? r.id)), [data]);
  if (error) return null;
  const label = translate('resources.device.monitor.filters.organization');
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value === undefined ? '' : String(value)}
      onChange={(event) => onChange(event.target.value === '' ? undefined : Number(event.target.value))}
      sx={{ minWidth: 200, flex: { xs: '1 1 100%', sm: '0 1 auto' } }}
    >
      <MenuItem value="">{translate('resources.device.monitor.filters.allOrganizations')}</MenuItem>
      {choices.map((choice) => (
        <MenuItem key={String(choice.id)} value={String(choice.id)}>
          {`${'\u2003'.repeat(choice.depth)}${choice.name}`}
        </MenuItem>
      ))}
    </TextField>
  );
}
