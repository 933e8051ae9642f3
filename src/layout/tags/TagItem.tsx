import { memo, useMemo, useRef, type KeyboardEvent, type MouseEvent } from 'react';
import { useTranslate } from 'ra-core';
import { StableLink } from '../../components/navigation/StableLink';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import CloseIcon from '@mui/icons-material/Close';
import type { Point } from './menuPosition';
import type { Tab } from './tagsStore';
import { useRevealWhenActive } from './useRevealWhenActive';

interface Props {
  tab: Tab;
  title: string;
  active: boolean;
  onClose(fullPath: string): void;
  onMenuAt(tab: Tab, point: Point): void;
  onMenuBelow(tab: Tab, element: Element): void;
}

const MIDDLE = 1;

/**
 * One tab: a link to its page, a close button unless pinned; middle-click closes it too.
 * Memoized with stable handlers: a tab switch re-renders two tabs, not the whole bar.
 */
export const TagItem = memo(function TagItem({ tab, title, active, onClose, onMenuAt, onMenuBelow }: Props) {
  const translate = useTranslate();
  const ref = useRef<HTMLSpanElement>(null);

  useRevealWhenActive(ref, active);

  const onMouseDown = (event: MouseEvent) => {
    // no autoscroll cursor on middle-click
    if (event.button === MIDDLE) event.preventDefault();
  };
  const onAuxClick = (event: MouseEvent) => {
    if (event.button !== MIDDLE) return;
    // …and no browser tab opened for the link
    event.preventDefault();
    if (!tab.affix) onClose(tab.fullPath);
  };
  const onContextMenu = (event: MouseEvent) => {
    event.preventDefault();
    // a keyboard-made contextmenu event carries no pointer position
    if (event.clientX === 0 && event.clientY === 0) onMenuBelow(tab, event.currentTarget);
    else onMenuAt(tab, { left: event.clientX, top: event.clientY });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ContextMenu' || (event.shiftKey && event.key === 'F10')) {
      event.preventDefault();
      if (ref.current) onMenuBelow(tab, ref.current);
    }
  };

  // the same element while only `active` changes: a switch restyles the tab, not its close button
  const closeLabel = translate('app.tags.closeTab', { title });
  const close = useMemo(
    () =>
      tab.affix ? null : (
        <IconButton size="small" aria-label={closeLabel} onClick={() => onClose(tab.fullPath)} sx={{ color: 'inherit', ml: 0.25, p: 0.25 }}>
          <CloseIcon sx={{ fontSize: 14 }} />
        </IconButton>
      ),
    [tab.affix, tab.fullPath, closeLabel, onClose],
  );

  return (
    <Box
      component="span"
      ref={ref}
      data-tab={tab.fullPath}
      data-active={active || undefined}
      onMouseDown={onMouseDown}
      onAuxClick={onAuxClick}
      onContextMenu={onContextMenu}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        flex: '0 0 auto',
        height: 28,
        pl: 1.25,
        pr: tab.affix ? 1.25 : 0.25,
        border: 1,
        borderRadius: 1,
        borderColor: active ? 'primary.main' : 'divider',
        bgcolor: active ? 'primary.main' : 'background.paper',
        color: active ? 'primary.contrastText' : 'text.primary',
        fontSize: 13,
      }}
    >
      <Box
        component={StableLink}
        to={tab.fullPath}
        aria-current={active ? 'page' : undefined}
        onKeyDown={onKeyDown}
        sx={{ color: 'inherit', textDecoration: 'none', whiteSpace: 'nowrap', '&:focus-visible': { outline: 2, outlineOffset: 2 } }}
      >
        {title}
      </Box>
      {close}
    </Box>
  );
});
