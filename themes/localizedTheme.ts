import { createTheme, type Theme } from '@mui/material/styles';
import { zhCN, zhTW, type Localization } from '@mui/material/locale';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** MUI's own strings (autocomplete, alert, breadcrumbs, rating…) per console language; English is MUI's default. */
const MUI_LOCALES: Readonly<Record<string, Localization>> = { 'zh-CN': zhCN, 'zh-TW': zhTW };

type PageButton = 'first' | 'last' | 'next' | 'previous';

/**
 * The colour theme with MUI's built-in words in the console's language (issue 26 §3
 * "Translations"): MUI's locale object, then the table pagination's words from our locale files,
 * the `ra.navigation.*` keys react-admin's lists use, so that a MUI TablePagination of a custom page
 * (the download centre) reads as every list does: "每页行数：", "第 1-10 条，共 25 条".
 */
export function localizedTheme(theme: Theme, language: string, translate: Translate): Theme {
  return createTheme(theme, MUI_LOCALES[language] ?? {}, {
    components: {
      MuiTablePagination: {
        defaultProps: {
          labelRowsPerPage: translate('ra.navigation.page_rows_per_page'),
          labelDisplayedRows: ({ from, to, count }: { from: number; to: number; count: number }) =>
            count === -1
              ? translate('ra.navigation.partial_page_range_info', { offsetBegin: from, offsetEnd: to })
              : translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total: count }),
          getItemAriaLabel: (type: PageButton) => translate(`ra.navigation.${type}`),
        },
      },
    },
  });
}
