import { AppBar, UserMenu, Logout } from 'react-admin';
import Toolbar from '@mui/material/Toolbar';

/** Placeholder until the navbar lands: react-admin's bar with the user menu. */
export function Navbar() {
  return <AppBar position="static" userMenu={<UserMenu><Logout /></UserMenu>} toolbar={<Toolbar />} />;
}
