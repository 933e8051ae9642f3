import { useTranslate } from 'ra-core';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { EXPIRY_FILTERS, STATE_FLAGS, type StateFlag } from '../../../src/lib/fleet';
import { OrganizationFilter } from '../monitor/OrganizationFilter';
import { useDebouncedText } from '../monitor/useDebouncedText';
import type { StateListFilters as Filters } from './stateListApi';

interface Props {
  filters: Filters;
  types: readonly string[];
  onChange(patch: Partial<Filters>): void;
  onClear(): void;
}

const K = 'resources.device.stateList';
const FIELD = { minWidth: 0 } as const;
/** A select whose empty value ("any", "all types") shows its words, not a blank. */
const SHOW_EMPTY = { select: { displayEmpty: true }, inputLabel: { shrink: true } } as const;

/** A yes/no filter as a select: any, yes, no. */
function FlagFilter({ flag, value, onChange }: { flag: StateFlag; value: boolean | undefined; onChange(value: boolean | undefined): void }) {
  const translate = useTranslate();
  return (
    <TextField
      select
      size="small"
      label={translate(`${K}.flags.${flag}.label`)}
      value={value === undefined ? '' : value ? '1' : '0'}
      onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value === '1')}
      sx={FIELD}
      slotProps={SHOW_EMPTY}
    >
      <MenuItem value="">{translate(`${K}.filters.any`)}</MenuItem>
      <MenuItem value="1">{translate(`${K}.flags.${flag}.yes`)}</MenuItem>
      <MenuItem value="0">{translate(`${K}.flags.${flag}.no`)}</MenuItem>
    </TextField>
  );
}

/** Text, organization and type, then spec §4's states and the expiry; two columns on a phone. */
export function StateListFilters({ filters, types, onChange, onClear }: Props) {
  const translate = useTranslate();
  const [text, setText] = useDebouncedText(filters.q ?? '', (q) => onChange({ q }));
  const filtered = Object.keys(filters).length > 0;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(auto-fill, minmax(170px, 1fr))' },
        alignItems: 'center',
      }}
    >
      <TextField
        size="small"
        type="search"
        label={translate(`${K}.filters.search`)}
        value={text}
        onChange={(event) => setText(event.target.value)}
        sx={{ ...FIELD, gridColumn: { xs: '1 / -1', sm: 'span 2' } }}
      />
      <Box sx={{ gridColumn: { xs: '1 / -1', sm: 'span 2' }, display: 'grid', '& > *': { minWidth: '0 !important' } }}>
        <OrganizationFilter value={filters.organizationId} onChange={(organizationId) => onChange({ organizationId })} />
      </Box>
      <TextField
        select
        size="small"
        label={translate(`${K}.filters.type`)}
        value={filters.type ?? ''}
        onChange={(event) => onChange({ type: event.target.value || undefined })}
        sx={FIELD}
        slotProps={SHOW_EMPTY}
      >
        <MenuItem value="">{translate(`${K}.filters.allTypes`)}</MenuItem>
        {types.map((type) => (
          <MenuItem key={type} value={type}>
            {translate(`enums.deviceType.${type}`, { _: type })}
          </MenuItem>
        ))}
      </TextField>
      {STATE_FLAGS.map((flag) => (
        <FlagFilter key={flag} flag={flag} value={filters[flag]} onChange={(value) => onChange({ [flag]: value })} />
      ))}
      <TextField
        select
        size="small"
        label={translate(`${K}.expiry.label`)}
        value={filters.expiry ?? ''}
        onChange={(event) => onChange({ expiry: (event.target.value || undefined) as Filters['expiry'] })}
        sx={FIELD}
        slotProps={SHOW_EMPTY}
      >
        <MenuItem value="">{translate(`${K}.filters.any`)}</MenuItem>
        {EXPIRY_FILTERS.map((expiry) => (
          <MenuItem key={expiry} value={expiry}>
            {translate(`${K}.expiry.${expiry}`)}
          </MenuItem>
        ))}
      </TextField>
      <Button onClick={onClear} disabled={!filtered} sx={{ justifySelf: 'start' }}>
        {translate(`${K}.filters.clear`)}
      </Button>
    </Box>
  );
}
