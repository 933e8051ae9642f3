import { memo } from 'react';
import { useLocaleState, useTranslate } from 'ra-core';
import { Confirm } from 'react-admin';
import Box from '@mui/material/Box';
import { DEFAULT_LANGUAGE, isLanguage, pickTitle } from '../../lib/language';
import { TagContextMenu } from './TagContextMenu';
import { TagItem } from './TagItem';
import { useGuardedTags, type PendingClose } from './useGuardedTags';
import { useTabBarScroll } from './useTabBarScroll';
import { useTagMenu } from './useTagMenu';
import { useTags } from './useTags';
import { useTagsState } from './useTagsState';

/** The bar's look, written once: the bar itself does not re-render on a tab switch. */
const BAR_SX = {
  display: 'flex',
  gap: 0.5,
  px: 1,
  py: 0.5,
  // the bar never pushes the layout wider: it scrolls inside the width it is given
  minWidth: 0,
  flexShrink: 0,
  overflowX: 'auto',
  overflowY: 'hidden',
  overscrollBehaviorX: 'contain',
  borderBottom: 1,
  borderColor: 'divider',
  bgcolor: 'background.paper',
  scrollbarWidth: 'thin',
} as const;

/**
 * The tab bar (spec §2): visited pages once per full path, pinned ones first; scrolls sideways
 * when full (wheel, drag, touch, and the active tab into view). Closing a tab whose page has a
 * form with changes asks first. The bar renders again only when it appears or goes; a tab
 * switch renders the tabs inside it (issue 11 §4).
 */
export function TagsView() {
  const scrollRef = useTabBarScroll<HTMLElement>();
  const translate = useTranslate();
  const empty = useTagsState((s) => s.tabs.length === 0);
  if (empty) return null;
  return (
    <Box component="nav" ref={scrollRef} aria-label={translate('app.tags.label')} data-testid="tags-view" sx={BAR_SX}>
      <TagList />
    </Box>
  );
}

function TagList() {
  const guarded = useGuardedTags(useTags());
  const tags = guarded.tags;
  const menu = useTagMenu();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const language = isLanguage(locale) ? locale : DEFAULT_LANGUAGE;
  const noName = translate('app.menu.noName');
  const titleOf = (fullPath: string) => {
    const tab = tags.tabs.find((t) => t.fullPath === fullPath);
    return tab ? pickTitle(tab.title, language, noName) : fullPath;
  };
  return (
    <>
      {tags.tabs.map((tab) => (
        <TagItem
          key={tab.fullPath}
          tab={tab}
          title={pickTitle(tab.title, language, noName)}
          active={tab.fullPath === tags.activePath}
          onClose={tags.close}
          onMenuAt={menu.openAt}
          onMenuBelow={menu.openBelow}
        />
      ))}
      <TagContextMenu menu={menu} tags={guarded.actions} />
      <UnsavedTabsConfirm
        pending={guarded.pending}
        titles={guarded.pending?.paths.map(titleOf).join(', ') ?? ''}
        onConfirm={guarded.confirm}
        onCancel={guarded.cancel}
      />
    </>
  );
}

interface ConfirmProps {
  pending: PendingClose | null;
  titles: string;
  onConfirm(): void;
  onCancel(): void;
}

/** Asks before a tab action drops a form's changes. Memoized: a tab switch does not render it. */
const UnsavedTabsConfirm = memo(function UnsavedTabsConfirm({ pending, titles, onConfirm, onCancel }: ConfirmProps) {
  return (
    <Confirm
      isOpen={pending !== null}
      title="app.tags.unsavedTitle"
      content="app.tags.unsaved"
      contentTranslateOptions={{ smart_count: pending?.paths.length ?? 1, titles }}
      confirm="app.tags.unsavedConfirm"
      cancel="app.form.discard.keep"
      confirmColor="warning"
      onConfirm={onConfirm}
      onClose={onCancel}
    />
  );
});
