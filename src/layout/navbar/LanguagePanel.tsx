import { useState, type MouseEvent } from 'react';
import { useI18nProvider, useLocaleState, useLocales, useTranslate } from 'ra-core';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import TranslateIcon from '@mui/icons-material/Translate';

const MENU_ID = 'language-panel';

/**
 * The language panel (spec §1, §9). The choice goes to the i18nProvider, which remembers it and
 * hands react-admin a new provider object: the console re-renders in the new language without a
 * reload and without a remount, so cached tabs keep what the user typed. (react-admin's
 * useSetLocale would re-key the whole tree.)
 */
export function LanguagePanel() {
  const translate = useTranslate();
  const locales = useLocales();
  const i18nProvider = useI18nProvider();
  const [locale] = useLocaleState();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const label = translate('app.language.label');
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          color="inherit"
          aria-label={label}
          aria-haspopup="menu"
          aria-controls={anchor ? MENU_ID : undefined}
          aria-expanded={Boolean(anchor)}
          onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
          data-testid="language-panel"
        >
          <TranslateIcon />
        </IconButton>
      </Tooltip>
      <Menu id={MENU_ID} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {locales.map((option) => (
          <MenuItem
            key={option.locale}
            lang={option.locale}
            role="menuitemradio"
            aria-checked={option.locale === locale}
            selected={option.locale === locale}
            onClick={() => {
              setAnchor(null);
              if (option.locale !== locale) void i18nProvider.changeLocale(option.locale);
            }}
          >
            {option.name}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
