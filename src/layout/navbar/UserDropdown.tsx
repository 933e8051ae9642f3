import { useState, type MouseEvent } from 'react';
import { useLogout, useTranslate } from 'ra-core';
import { StableLink } from '../../components/navigation/StableLink';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ExpandMore from '@mui/icons-material/ExpandMore';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import PasswordOutlined from '@mui/icons-material/PasswordOutlined';
import { useSession } from '../../framework/useSession';
import { ChangePasswordDialog } from './ChangePasswordDialog';

const MENU_ID = 'user-dropdown-menu';

/**
 * Logout, in its own component: react-admin's useLogout re-renders with every navigation (it
 * holds react-router's navigate), and the menu's items exist only while it is open.
 */
function LogoutItem({ onClick }: { onClick(): void }) {
  const translate = useTranslate();
  const logout = useLogout();
  return (
    <MenuItem
      onClick={() => {
        onClick();
        void logout();
      }}
    >
      <ListItemIcon>
        <LogoutIcon fontSize="small" />
      </ListItemIcon>
      {translate('ra.auth.logout')}
    </MenuItem>
  );
}

/**
 * The user dropdown (spec §2): a welcome with the real name, then Home, Change password (issue 10 §2) and Logout. Logout clears
 * the session before it navigates, so an empty real name means a logout is under way.
 */
export function UserDropdown() {
  const translate = useTranslate();
  const realname = useSession((s) => s.realname);
  const avatar = useSession((s) => s.avatar);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [changingPassword, setChangingPassword] = useState(false);
  const close = () => setAnchor(null);
  const greeting = realname ? translate('app.navbar.welcome', { name: realname }) : translate('app.navbar.loggingOut');
  return (
    <>
      <Button
        color="inherit"
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
        // "Profile" names the control; the greeting is its visible text
        aria-label={`${translate('ra.auth.user_menu')}: ${greeting}`}
        aria-haspopup="menu"
        aria-controls={anchor ? MENU_ID : undefined}
        aria-expanded={Boolean(anchor)}
        data-testid="user-dropdown"
        startIcon={
          <Avatar src={avatar || undefined} alt="" sx={{ width: 28, height: 28, fontSize: 14 }}>
            {realname.slice(0, 1).toUpperCase() || undefined}
          </Avatar>
        }
        endIcon={<ExpandMore />}
        sx={{ textTransform: 'none', whiteSpace: 'nowrap', minWidth: 0 }}
      >
        <Box component="span" data-testid="user-greeting" sx={{ display: { xs: 'none', sm: 'inline' } }}>
          {greeting}
        </Box>
      </Button>
      <Menu
        id={MENU_ID}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <MenuItem component={StableLink} to="/" onClick={close}>
          <ListItemIcon>
            <HomeOutlined fontSize="small" />
          </ListItemIcon>
          {translate('app.home')}
        </MenuItem>
        <MenuItem
          onClick={() => {
            close();
            setChangingPassword(true);
          }}
          data-testid="change-password-menu"
        >
          <ListItemIcon>
            <PasswordOutlined fontSize="small" />
          </ListItemIcon>
          {translate('app.password.menu')}
        </MenuItem>
        <Divider />
        <LogoutItem onClick={close} />
      </Menu>
      <ChangePasswordDialog open={changingPassword} onClose={() => setChangingPassword(false)} />
    </>
  );
}
