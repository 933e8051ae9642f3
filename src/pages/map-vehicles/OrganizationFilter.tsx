/**
 * The organizations as an indented tree with "all" first (the same tree as the forms' organization
 * picker). A user who may not list organizations gets no picker rather than a broken one.
 */
import { useMemo } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { flattenTree } from '../../framework/widgets/referenceInputs';

const TREE_LIMIT = 1000;
const K = 'app.pages.carmonitor.filters';

export function OrganizationFilter({ value, onChange }: { value: number | undefined; onChange(value: number | undefined): void }) {
  const translate = useTranslate();
  const { data, error } = useGetList('organization', { pagination: { page: 1, perPage: TREE_LIMIT }, sort: { field: 'id', order: 'ASC' } });
  const choices = useMemo(() => flattenTree(data ?? [], (r) => String(r.name ?? r.id)), [data]);
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
