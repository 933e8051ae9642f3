import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { StateBadge, AssetReadings } from './AssetReadings';
import { assetState } from './assetState';
import { FIXED_ROLES, type MapMonitorModel } from './useMapMonitor';

const KEY = 'app.pages.mapSites.monitor';

/** The role filter above the map monitor (all, cold store, cold box, refrigerator cabinet). */
export function RoleFilter({ role, onChange }: { role: number | undefined; onChange(role: number | undefined): void }) {
  const translate = useTranslate();
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={role ?? 'all'}
      onChange={(_, value: number | 'all' | null) => value !== null && onChange(value === 'all' ? undefined : value)}
      aria-label={translate(`${KEY}.role`)}
      sx={{ mb: 1.5, flexWrap: 'wrap' }}
    >
      <ToggleButton value="all">{translate(`${KEY}.allRoles`)}</ToggleButton>
      {FIXED_ROLES.map((r) => (
        <ToggleButton key={r} value={r} data-testid={`role-${r}`}>
          {translate(`enums.assetRole.${r}`)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}

/** The side list: a search, then each asset with its state; a click flies to its site and opens the popup. */
export function AssetList({ model }: { model: MapMonitorModel }) {
  const translate = useTranslate();
  return (
    <Box>
      <TextField
        size="small"
        fullWidth
        label={translate(`${KEY}.search`)}
        value={model.search}
        onChange={(event) => model.setSearch(event.target.value)}
        sx={{ mb: 1 }}
        slotProps={{ htmlInput: { 'data-testid': 'asset-search', maxLength: 50 } }}
      />
      {model.listed.length === 0 ? (
        <Typography data-testid="asset-list-empty" color="text.secondary" sx={{ py: 2 }}>
          {translate(model.search.trim() ? `${KEY}.noMatch` : `${KEY}.empty`)}
        </Typography>
      ) : (
        <List dense aria-label={translate(`${KEY}.list`)} data-testid="asset-list" disablePadding>
          {model.listed.map((asset) => {
            const placed = asset.lat !== null && asset.lng !== null;
            const open = placed && model.openSite === asset.organizationId;
            return (
              <ListItemButton
                key={asset.id}
                data-testid={`asset-item-${asset.id}`}
                selected={open}
                disabled={!placed}
                onClick={() => model.showAsset(asset)}
                sx={{ display: 'block', borderBottom: 1, borderColor: 'divider' }}
              >
                {open ? (
                  <AssetReadings asset={asset} />
                ) : (
                  <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
                    <Typography variant="body2" component="span">
                      {asset.name} · {asset.organizationName}
                    </Typography>
                    <StateBadge state={assetState(asset)} />
                  </Box>
                )}
                {placed ? null : (
                  <Typography variant="caption" color="text.secondary">
                    {translate(`${KEY}.unplaced`)}
                  </Typography>
                )}
              </ListItemButton>
            );
          })}
        </List>
      )}
    </Box>
  );
}
