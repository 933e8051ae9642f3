import { useTranslate } from 'ra-core';
import IconButton from '@mui/material/IconButton';
import MenuIcon from '@mui/icons-material/Menu';
import MenuOpenIcon from '@mui/icons-material/MenuOpen';
import { useSidebar } from '../sidebar/useSidebar';

/** Opens and closes the sidebar: the drawer on mobile, the icons-only collapse on desktop. */
export function Hamburger() {
  const translate = useTranslate();
  const { open, toggle } = useSidebar();
  return (
    <IconButton
      color="inherit"
      onClick={toggle}
      aria-label={translate(open ? 'app.sidebar.collapse' : 'app.sidebar.expand')}
      aria-expanded={open}
      data-testid="hamburger"
    >
      {open ? <MenuOpenIcon /> : <MenuIcon />}
    </IconButton>
  );
}
