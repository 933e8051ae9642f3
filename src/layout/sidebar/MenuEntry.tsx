import { memo, useCallback, useMemo, useState, type MouseEvent } from 'react';
import { useTranslate } from 'ra-core';
import Badge from '@mui/material/Badge';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Popover from '@mui/material/Popover';
import Tooltip from '@mui/material/Tooltip';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Shortcut from '@mui/icons-material/Shortcut';
import type { SxProps, Theme } from '@mui/material/styles';
import { StableLink } from '../../components/navigation/StableLink';
import { useSession } from '../../framework/useSession';
import { badgeCount } from './menuBadges';
import { MenuIcon } from './menuIcons';
import type { MenuNode } from './menuModel';

export function isInside(node: MenuNode, pathname: string): boolean {
  // a link to another page is not where its target is: that page's own entry is
  if (node.linkOf !== undefined) return false;
  if (node.to && !node.external) return pathname === node.to || pathname.startsWith(node.to + '/');
  return (node.children ?? []).some((c) => isInside(c, pathname));
}

interface EntryProps {
  node: MenuNode;
  depth: number;
  /** icons only, titles in tooltips (the collapsed desktop sidebar) */
  mini: boolean;
  /** the current path when the current page is this entry or inside it, else null */
  activePath: string | null;
}

/** What a child entry is told of the current path. */
const childPath = (child: MenuNode, activePath: string | null) => (activePath !== null && isInside(child, activePath) ? activePath : null);

const itemSx = (depth: number, mini: boolean): SxProps<Theme> => ({
  minHeight: 48,
  pl: mini ? 0 : 2 + depth * 2,
  justifyContent: mini ? 'center' : 'flex-start',
  '&.Mui-selected, &.Mui-selected:hover': { bgcolor: 'rgba(255, 255, 255, 0.12)', boxShadow: (t) => `inset 3px 0 0 ${t.palette.primary.main}` },
  '&:hover': { bgcolor: 'rgba(255, 255, 255, 0.08)' },
});

/** An entry's title: one line, cut with an ellipsis. */
const TITLE_SLOTS = { primary: { noWrap: true, sx: { fontSize: 14 } } };

function EntryIcon({ node, depth, mini, count }: { node: MenuNode; depth: number; mini: boolean; count: number }) {
  // Top-level items and mini items always show an icon; nested pages only when they have one.
  if (depth > 0 && !node.icon && !mini) return null;
  return (
    <ListItemIcon sx={{ minWidth: 0, mr: mini ? 0 : 1.5, color: 'inherit' }}>
      {mini && count > 0 ? (
        <Badge badgeContent={count} max={99} color="error" data-testid="menu-badge">
          <MenuIcon name={node.icon} fontSize="small" />
        </Badge>
      ) : (
        <MenuIcon name={node.icon} fontSize="small" />
      )}
    </ListItemIcon>
  );
}

function Leaf({ node, depth, mini, activePath }: EntryProps) {
  const translate = useTranslate();
  const count = useSession((s) => badgeCount(node.name, s));
  const unread = count > 0 ? translate('app.sidebar.unread', { smart_count: count }) : '';
  // the same element while only `selected` changes: a tab switch re-renders the button, not its content
  const body = useMemo(
    () => (
      <>
        <EntryIcon node={node} depth={depth} mini={mini} count={count} />
        {!mini && <ListItemText primary={node.title} slotProps={TITLE_SLOTS} />}
        {!mini && count > 0 && (
          <Badge
            badgeContent={count}
            max={99}
            color="error"
            data-testid="menu-badge"
            sx={{ mr: 2, '& .MuiBadge-badge': { position: 'static', transform: 'none' } }}
          />
        )}
        {!mini && node.external && <OpenInNew sx={{ fontSize: 14, opacity: 0.7 }} />}
        {!mini && node.linkOf !== undefined && <Shortcut sx={{ fontSize: 14, opacity: 0.7 }} data-testid="menu-link-mark" />}
      </>
    ),
    [node, depth, mini, count],
  );
  const label = [node.title, unread].filter(Boolean).join(', ');
  const button = node.external ? (
    <ListItemButton
      sx={itemSx(depth, mini)}
      component="a"
      href={node.to}
      target="_blank"
      rel="noopener noreferrer"
      title={translate('app.menu.external')}
      aria-label={mini || count > 0 ? label : undefined}
    >
      {body}
    </ListItemButton>
  ) : (
    <ListItemButton
      sx={itemSx(depth, mini)}
      component={StableLink}
      to={node.to}
      // a page of the asset area learns its asset role from the link it was opened by
      state={node.assetRole ? { assetRole: node.assetRole } : undefined}
      data-asset-role={node.assetRole}
      selected={activePath !== null}
      title={node.linkOf === undefined ? undefined : translate('app.menu.linkTo', { title: node.linkOf })}
      aria-label={mini || count > 0 ? label : undefined}
    >
      {body}
    </ListItemButton>
  );
  return mini ? (
    <Tooltip title={node.title} placement="right">
      {button}
    </Tooltip>
  ) : (
    button
  );
}

/** An open group's header: the same while the current page moves between its pages. */
const GroupHeader = memo(function GroupHeader({ node, depth, open, onToggle }: { node: MenuNode; depth: number; open: boolean; onToggle(): void }) {
  return (
    <ListItemButton sx={itemSx(depth, false)} onClick={onToggle} aria-expanded={open}>
      <EntryIcon node={node} depth={depth} mini={false} count={0} />
      <ListItemText primary={node.title} slotProps={TITLE_SLOTS} />
      {open ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
    </ListItemButton>
  );
});

function Group({ node, depth, mini, activePath }: EntryProps) {
  const active = activePath !== null;
  // Follows the current page until the user opens or closes it by hand.
  const [toggled, setToggled] = useState<boolean | null>(null);
  const open = toggled ?? active;
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const toggle = useCallback(() => setToggled(!open), [open]);
  const children = node.children ?? [];

  if (mini) {
    // Collapsed: the group's pages fly out beside its icon.
    return (
      <>
        <Tooltip title={node.title} placement="right">
          <ListItemButton
            sx={itemSx(depth, true)}
            selected={active}
            aria-label={node.title}
            aria-haspopup="true"
            aria-expanded={Boolean(anchor)}
            onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
          >
            <EntryIcon node={node} depth={depth} mini count={0} />
          </ListItemButton>
        </Tooltip>
        <Popover
          open={Boolean(anchor)}
          anchorEl={anchor}
          onClose={() => setAnchor(null)}
          anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
          slotProps={{ paper: { sx: { bgcolor: 'secondary.main', color: 'secondary.contrastText', minWidth: 180 } } }}
        >
          <List
            disablePadding
            aria-label={node.title}
            onClick={(event: MouseEvent<HTMLElement>) => {
              if ((event.target as HTMLElement).closest('a')) setAnchor(null);
            }}
          >
            {children.map((child) => (
              <MenuEntry key={child.key} node={child} depth={1} mini={false} activePath={childPath(child, activePath)} />
            ))}
          </List>
        </Popover>
      </>
    );
  }
  return (
    <>
      <GroupHeader node={node} depth={depth} open={open} onToggle={toggle} />
      <Collapse in={open} unmountOnExit>
        <List disablePadding sx={{ bgcolor: 'rgba(0, 0, 0, 0.15)' }}>
          {children.map((child) => (
            <MenuEntry key={child.key} node={child} depth={depth + 1} mini={false} activePath={childPath(child, activePath)} />
          ))}
        </List>
      </Collapse>
    </>
  );
}

/** One item of the sidebar menu: a group (expandable, or a fly-out when mini) or a link. */
export const MenuEntry = memo(function MenuEntry(props: EntryProps) {
  return props.node.children ? <Group {...props} /> : <Leaf {...props} />;
});
