import { memo } from 'react';
import { useTranslate } from 'ra-core';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { TagMenuState } from './useTagMenu';
import type { TagActions } from './useGuardedTags';

/**
 * Refresh, close, close others, close all (spec §2), for the tab the menu was opened on.
 * Memoized: its props change when the menu opens or closes, not when the page does.
 */
export const TagContextMenu = memo(function TagContextMenu({ menu, tags }: { menu: TagMenuState; tags: TagActions }) {
  const translate = useTranslate();
  const tab = menu.tab;
  const run = (action: (fullPath: string) => void) => () => {
    menu.close();
    if (tab) action(tab.fullPath);
  };
  return (
    <Menu
      open={tab !== null && menu.position !== null}
      onClose={menu.close}
      anchorReference="anchorPosition"
      anchorPosition={menu.position ?? { left: 0, top: 0 }}
      slotProps={{ list: { 'aria-label': translate('app.tags.menu') }, paper: { 'data-testid': 'tags-menu' } as object }}
    >
      <MenuItem onClick={run(tags.refresh)}>{translate('app.tags.refresh')}</MenuItem>
      {tab?.affix ? null : <MenuItem onClick={run(tags.close)}>{translate('app.tags.close')}</MenuItem>}
      <MenuItem onClick={run(tags.closeOthers)}>{translate('app.tags.closeOthers')}</MenuItem>
      <MenuItem onClick={run(() => tags.closeAll())}>{translate('app.tags.closeAll')}</MenuItem>
    </Menu>
  );
});
