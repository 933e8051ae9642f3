import { useTranslate } from 'ra-core';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import TableRowsIcon from '@mui/icons-material/TableRows';
import ViewModuleIcon from '@mui/icons-material/ViewModule';
import type { MonitorFilters } from './monitorApi';
import { OrganizationFilter } from './OrganizationFilter';
import { useDebouncedText } from './useDebouncedText';
import type { MonitorView } from './useViewMode';

interface Props {
  filters: MonitorFilters;
  types: readonly string[];
  onChange(patch: Partial<MonitorFilters>): void;
  view: MonitorView;
  onView(view: MonitorView): void;
}

/** Text, organization and type, and the cards/table switch. */
export function MonitorFilterBar({ filters, types, onChange, view, onView }: Props) {
  const translate = useTranslate();
  const [text, setText] = useDebouncedText(filters.q ?? '', (q) => onChange({ q }));
  const searchLabel = translate('resources.device.monitor.filters.search');
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
      <TextField
        size="small"
        type="search"
        label={searchLabel}
        value={text}
        onChange={(event) => setText(event.target.value)}
        sx={{ minWidth: 200, flex: { xs: '1 1 100%', sm: '0 1 auto' } }}
      />
      <OrganizationFilter value={filters.organizationId} onChange={(organizationId) => onChange({ organizationId })} />
      <TextField
        select
        size="small"
        label={translate('resources.device.monitor.filters.type')}
        value={filters.type ?? ''}
        onChange={(event) => onChange({ type: event.target.value || undefined })}
        sx={{ minWidth: 180, flex: { xs: '1 1 100%', sm: '0 1 auto' } }}
      >
        <MenuItem value="">{translate('resources.device.monitor.filters.allTypes')}</MenuItem>
        {types.map((type) => (
          <MenuItem key={type} value={type}>
            {translate(`enums.deviceType.${type}`, { _: type })}
          </MenuItem>
        ))}
      </TextField>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={view}
        onChange={(_event, next: MonitorView | null) => next && onView(next)}
        aria-label={translate('resources.device.monitor.view.label')}
        sx={{ ml: { sm: 'auto' } }}
      >
        <ToggleButton value="cards" aria-label={translate('resources.device.monitor.view.cards')}>
          <ViewModuleIcon fontSize="small" />
        </ToggleButton>
        <ToggleButton value="table" aria-label={translate('resources.device.monitor.view.table')}>
          <TableRowsIcon fontSize="small" />
        </ToggleButton>
      </ToggleButtonGroup>
    </Box>
  );
}
