import { useLocaleState, useTranslate } from 'ra-core';
import Box from '@mui/material/Box';
import { DEFAULT_LANGUAGE, isLanguage, pickTitle } from '../../lib/language';
import { TagContextMenu } from './TagContextMenu';
import { TagItem } from './TagItem';
import { useTagMenu } from './useTagMenu';
import { useTags } from './useTags';

/** The tab bar (spec §2): visited pages once per full path, pinned ones first; scrolls sideways when full. */
export function TagsView() {
  const tags = useTags();
  const menu = useTagMenu();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const language = isLanguage(locale) ? locale : DEFAULT_LANGUAGE;
  const noName = translate('app.menu.noName');
  if (tags.tabs.length === 0) return null;
  return (
    <Box
      component="nav"
      aria-label={translate('app.tags.label')}
      data-testid="tags-view"
      sx={{
        display: 'flex',
        gap: 0.5,
        px: 1,
        py: 0.5,
        overflowX: 'auto',
        overflowY: 'hidden',
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        scrollbarWidth: 'thin',
      }}
    >
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
      <TagContextMenu menu={menu} tags={tags} />
    </Box>
  );
}
