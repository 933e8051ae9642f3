/**
 * The generated table's tracks (columnTracks.ts) for the list's visible columns, in the current
 * language: a column is never narrower than its header's longest word with the sort arrow, nor
 * than its widest known value (an enum's labels, the registry's `widest`).
 */
import { useMemo } from 'react';
import { useLocale } from 'ra-core';
import { useTheme } from '@mui/material/styles';
import type { useLabels } from '../schema/labels';
import { displayOf } from '../widgets/widgetsOf';
import { columnSize, fitContent, listTracks, rowButtonWidth, SORT_ICON_WIDTH, type ListTracks } from './columnTracks';
import { textWidth } from './textWidth';
import { rowButtonLabels } from './RowActions';
import type { SchemaListModel } from './useSchemaList';

/** MUI's small table cells: body2's size; a header's weight is medium */
const CELL_FONT_PX = 14;
/** the row buttons' text: MUI's small button, upper case */
const BUTTON_FONT_PX = 13;

export function useListTracks(model: SchemaListModel, labels: ReturnType<typeof useLabels>, checkbox: boolean): ListTracks {
  const { typography } = useTheme();
  const locale = useLocale();
  const { entity, visibleColumns, access } = model;
  const buttonLabels = useMemo(() => rowButtonLabels({ entity, access }), [entity, access]);
  const { field, enumValue, translate } = labels;
  return useMemo(() => {
    const family = typography.fontFamily ?? 'sans-serif';
    const header = { family, size: CELL_FONT_PX, weight: typography.fontWeightMedium ?? 500 };
    const body = { family, size: CELL_FONT_PX, weight: typography.fontWeightRegular ?? 400 };
    const measure = (text: string, wrap: boolean) => textWidth(text, body, wrap);
    const columns = visibleColumns.map((name) => {
      const { entry, ctx } = displayOf(entity, name);
      const label = textWidth(field(name), header) + (entry.sortable === false ? 0 : SORT_ICON_WIDTH);
      const widest = entry.widest?.({ ctx, translate, locale, enumLabel: (value) => enumValue(name, value) }, measure) ?? 0;
      return fitContent(columnSize(entity, name), label, widest);
    });
    const button = { family, size: BUTTON_FONT_PX, weight: typography.fontWeightMedium ?? 500 };
    const buttons = buttonLabels.map((key) => rowButtonWidth(key === undefined ? undefined : textWidth(translate(key).toUpperCase(), button, false)));
    return listTracks(columns, { checkbox, buttons });
  }, [typography, entity, visibleColumns, field, enumValue, translate, locale, checkbox, buttonLabels]);
}
