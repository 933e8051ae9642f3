import { useTranslate } from 'ra-core';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import type { Filters } from './useLogQuery';

export interface FilterField {
  name: string;
  label: string;
  /** a choice among these values (value → label key), with "any" first */
  options?: ReadonlyArray<{ value: string; label: string }>;
}

/** What the filter bar reads and calls of a log page's query (useLogQuery). */
export interface FilterQuery {
  draft: Filters;
  setField: (name: string, value: string) => void;
  search: () => void;
  rangeError: { key: string; params?: Record<string, string | number> } | null;
}

interface Props {
  query: FilterQuery;
  fields: readonly FilterField[];
  /** buttons beside the search button */
  children?: ReactNode;
}

/** The time range (spec §5) and the text filters of a log page; Enter or the button applies them. */
export function LogFilters({ query, fields, children }: Props) {
  const translate = useTranslate();
  const { draft, rangeError } = query;
  const onChange = query.setField;
  return (
    <Stack
      component="form"
      spacing={1}
      onSubmit={(event) => {
        event.preventDefault();
        query.search();
      }}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {(['start', 'end'] as const).map((name) => (
          <TextField
            key={name}
            size="small"
            type="datetime-local"
            label={translate(`audit.filters.${name}`)}
            value={draft[name]}
            onChange={(event) => onChange(name, event.target.value)}
            error={Boolean(rangeError)}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': `log-filter-${name}` } }}
          />
        ))}
        {fields.map((field) =>
          field.options ? (
            <TextField
              key={field.name}
              select
              size="small"
              label={field.label}
              value={draft[field.name] ?? ''}
              onChange={(event) => onChange(field.name, event.target.value)}
              sx={{ minWidth: 160 }}
              slotProps={{ htmlInput: { 'data-testid': `log-filter-${field.name}` } }}
            >
              <MenuItem value="">{translate('audit.filters.any')}</MenuItem>
              {field.options.map((option) => (
                <MenuItem key={option.value} value={option.value}>
                  {option.label}
                </MenuItem>
              ))}
            </TextField>
          ) : (
            <TextField
              key={field.name}
              size="small"
              label={field.label}
              value={draft[field.name] ?? ''}
              onChange={(event) => onChange(field.name, event.target.value)}
              slotProps={{ htmlInput: { maxLength: 100, 'data-testid': `log-filter-${field.name}` } }}
            />
          ),
        )}
        <Button type="submit" variant="contained" data-testid="log-search">
          {translate('audit.filters.search')}
        </Button>
        {children}
      </Stack>
      {rangeError ? (
        <Alert severity="warning" data-testid="log-range-error">
          {translate(rangeError.key, rangeError.params)}
        </Alert>
      ) : null}
    </Stack>
  );
}
