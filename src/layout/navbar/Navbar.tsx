import { useState } from 'react';
import { useTranslate } from 'ra-core';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import StorageOutlined from '@mui/icons-material/StorageOutlined';
import { getApiConfig } from '../../api';
import { SYSCONFIG_COMPONENT } from '../../lib/contract';
import { Breadcrumb } from '../breadcrumb/Breadcrumb';
import { useServerRoutesContext } from '../ServerRoutesContext';
import { AlarmBell } from './AlarmBell';
import { Hamburger } from './Hamburger';
import { LanguagePanel } from './LanguagePanel';
import { showsLanguagePicker, showsSystemConfig } from './navbarRules';
import { SYSCONFIG_STRIP_ID, SysconfigStrip } from './sysconfig/SysconfigStrip';
import { TrialChip } from './TrialChip';
import { UserDropdown } from './UserDropdown';

/**
 * The navbar (spec §2): hamburger, breadcrumb, language panel, alarm bell, user dropdown; in
 * development and sandbox also the environment name and the system-config strip. It replaces
 * react-admin's AppBar entirely, so react-admin's own locale button shows nowhere.
 */
export function Navbar() {
  const translate = useTranslate();
  const { env } = getApiConfig();
  const [stripOpen, setStripOpen] = useState(false);
  const { pages } = useServerRoutesContext();
  const environment = showsSystemConfig(env);
  // the server answers /sysconfig only to a role with its page: no control the server would refuse
  const systemConfig = environment && pages.some((page) => page.component === SYSCONFIG_COMPONENT);
  const systemConfigLabel = translate('app.navbar.systemConfig');
  const environmentLabel = `${translate('app.navbar.environment')}: ${env}`;
  return (
    <Box component="header" data-testid="navbar">
      <AppBar position="static" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
        {/* on a phone the breadcrumb takes a row of its own under the buttons, so its page title shows in full */}
        <Toolbar disableGutters sx={{ minHeight: { xs: 50 }, px: 1, columnGap: 1, flexWrap: { xs: 'wrap', sm: 'nowrap' } }}>
          <Hamburger />
          <Box sx={{ flex: { xs: '1 0 100%', sm: 1 }, order: { xs: 1, sm: 0 }, minWidth: 0, overflow: 'hidden', pb: { xs: 0.75, sm: 0 } }}>
            <Breadcrumb />
          </Box>
          <Box sx={{ flex: 1, display: { xs: 'block', sm: 'none' } }} />
          {environment && (
            <Chip
              size="small"
              variant="outlined"
              color="warning"
              label={env}
              title={environmentLabel}
              aria-label={environmentLabel}
              data-testid="navbar-env"
            />
          )}
          {systemConfig && (
            <Tooltip title={systemConfigLabel}>
              <IconButton
                color={stripOpen ? 'primary' : 'inherit'}
                aria-label={systemConfigLabel}
                aria-expanded={stripOpen}
                aria-controls={SYSCONFIG_STRIP_ID}
                onClick={() => setStripOpen((open) => !open)}
                data-testid="sysconfig-toggle"
              >
                <StorageOutlined />
              </IconButton>
            </Tooltip>
          )}
          {showsLanguagePicker(env) && <LanguagePanel />}
          <TrialChip />
          <AlarmBell />
          <UserDropdown />
        </Toolbar>
      </AppBar>
      {systemConfig && (
        <Collapse in={stripOpen} unmountOnExit>
          <SysconfigStrip />
        </Collapse>
      )}
    </Box>
  );
}
