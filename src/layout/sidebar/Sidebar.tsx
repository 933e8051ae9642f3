import { useState } from 'react';
import { useLocaleState } from 'ra-core';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { isLanguage, DEFAULT_LANGUAGE } from '../../lib/language';
import { buildMenu, type MenuNode } from './menuModel';
import { useServerRoutesContext } from '../ServerRoutesContext';

function isInside(node: MenuNode, pathname: string): boolean {
  if (node.to && !node.external) return pathname === node.to || pathname.startsWith(node.to + '/');
  return (node.children ?? []).some((c) => isInside(c, pathname));
}

function MenuEntry({ node, depth }: { node: MenuNode; depth: number }) {
  const { pathname } = useLocation();
  const active = isInside(node, pathname);
  const [open, setOpen] = useState(active);
  const indent = { pl: 2 + depth * 2 };
  if (node.children) {
    return (
      <>
        <ListItemButton sx={indent} onClick={() => setOpen((o) => !o)} aria-expanded={open}>
          <ListItemText primary={node.title} />
          {open ? <ExpandLess /> : <ExpandMore />}
        </ListItemButton>
        <Collapse in={open} unmountOnExit>
          <List disablePadding>
            {node.children.map((child) => (
              <MenuEntry key={child.key} node={child} depth={depth + 1} />
            ))}
          </List>
        </Collapse>
      </>
    );
  }
  if (node.external) {
    return (
      <ListItemButton sx={indent} component="a" href={node.to} target="_blank" rel="noopener noreferrer">
        <ListItemText primary={node.title} />
      </ListItemButton>
    );
  }
  return (
    <ListItemButton sx={indent} component={RouterLink} to={node.to} selected={active}>
      <ListItemText primary={node.title} />
    </ListItemButton>
  );
}

/** The sidebar menu, from the server's routes for this user. */
export function Sidebar() {
  const { routes } = useServerRoutesContext();
  const [locale] = useLocaleState();
  const menu = buildMenu(routes, isLanguage(locale) ? locale : DEFAULT_LANGUAGE);
  return (
    <List component="nav" aria-label="menu" data-testid="sidebar" sx={{ width: 220 }}>
      {menu.map((node) => (
        <MenuEntry key={node.key} node={node} depth={0} />
      ))}
    </List>
  );
}
