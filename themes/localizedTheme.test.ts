/**
 * MUI's own words in the console's language (issue 26 §3 "Translations"): a MUI TablePagination
 * (the download centre's) reads as react-admin's lists do, and MUI's other built-in words are
 * MUI's translations; the colour theme is kept.
 */
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import TablePagination from '@mui/material/TablePagination';
import en from '../locales/en.json';
import zhCN from '../locales/zh-CN.json';
import zhTW from '../locales/zh-TW.json';
import { interpolate, lookup } from '../src/lib/validation/translate';
import { themes } from './index';
import { localizedTheme } from './localizedTheme';

const MESSAGES = { en, 'zh-CN': zhCN, 'zh-TW': zhTW } as const;
type Language = keyof typeof MESSAGES;

const translate =
  (language: Language) =>
  (key: string, options: Record<string, unknown> = {}) =>
    interpolate(lookup(MESSAGES[language], key) ?? key, options as Record<string, string | number>);

// its `component` prop (a div outside a table) is typed through overloads createElement cannot pick
const Pagination = TablePagination as unknown as ComponentType<Record<string, unknown>>;

/** 25 rows, the second page of ten, as markup */
function pagination(theme: Theme): string {
  return renderToStaticMarkup(
    createElement(
      ThemeProvider,
      { theme },
      createElement(Pagination, { component: 'div', count: 25, page: 1, rowsPerPage: 10, onPageChange: () => undefined }),
    ),
  );
}

describe('the localized theme', () => {
  it('an unlocalized theme shows English table words (what a Chinese page showed)', () => {
    expect(pagination(themes.default)).toContain('Rows per page');
  });

  it.each([
    ['zh-CN', '每页行数：', '第 11-20 条，共 25 条', '转到下一页'],
    ['zh-TW', '每頁列數：', '第 11-20 筆，共 25 筆', '前往下一頁'],
    ['en', 'Rows per page:', '11-20 of 25', 'Go to next page'],
  ] as const)('writes a MUI table pagination in %s as the lists do (ra.navigation.*)', (language, perPage, range, next) => {
    const t = translate(language);
    expect(t('ra.navigation.page_rows_per_page')).toBe(perPage);
    const markup = pagination(localizedTheme(themes.default, language, t));
    expect(markup).toContain(perPage);
    expect(markup).toContain(range);
    expect(markup).toContain(`aria-label="${next}"`);
    if (language !== 'en') expect(markup).not.toMatch(/Rows per page|\bof\b|Go to/);
  });

  it('takes MUI’s own translations for its other words, and keeps the colour theme', () => {
    const theme = localizedTheme(themes.red, 'zh-TW', translate('zh-TW'));
    expect(theme.components?.MuiAutocomplete?.defaultProps).toMatchObject({ noOptionsText: '沒有可用選項', openText: '開啟', clearText: '清除' });
    expect(theme.components?.MuiAlert?.defaultProps).toMatchObject({ closeText: '關閉' });
    expect(theme.palette.primary.main).toBe(themes.red.palette.primary.main);
    expect(theme.mixins.sidebarWidth).toBe(210);
    expect(localizedTheme(themes.default, 'en', translate('en')).components?.MuiAutocomplete).toBeUndefined();
  });
});
