/**
 * The generated table's column widths (columnTracks.ts, textWidth.ts): a widget's width, a
 * property's `x-ui.column` over it, never narrower than the header's longest word or an enum's
 * labels, and the tracks and narrowest width of a whole table.
 */
import type { EntitySchema } from '../../lib/schema/types';
import { buildSchemaRegistry } from '../schema/schemaRegistry';
import { DEFAULT_WIDGETS } from '../widgets/defaultWidgets';
import { chipWidest, enumWidest } from '../widgets/cells';
import { widgetContext } from '../widgets/widgetsOf';
import { deviceRegistry } from '../../../test/support/deviceListPage';
import { CELL_PADDING, CHECKBOX_WIDTH, DEFAULT_COLUMN, ROW_BUTTON_MIN, ROW_BUTTON_UNKNOWN, actionsWidth, columnSize, fitContent, listTracks, rowButtonWidth } from './columnTracks';
import { textWidth } from './textWidth';

const device = deviceRegistry.entities.get('device')!;
const widget = (name: string) => DEFAULT_WIDGETS.find((w) => w.name === name)!;
const FONT = { family: 'sans-serif', size: 14, weight: 400 };

describe('a column’s width', () => {
  it('is its widget’s, or the default for a widget that names none', () => {
    expect(columnSize(device, 'battery')).toEqual(widget('number').column);
    expect(columnSize(device, 'expireDate')).toEqual(widget('date').column);
    expect(columnSize(device, 'model')).toEqual(DEFAULT_COLUMN);
  });

  it('is the property’s x-ui.column where it gives one, key by key', () => {
    const schema = structuredClone(device.schema) as unknown as EntitySchema;
    schema['x-ui'].fields = { ...schema['x-ui'].fields, model: { column: { min: 200 } }, battery: { column: { grow: 0 } } };
    const entity = buildSchemaRegistry({ entities: [schema], shared: [] }).entities.get('device')!;
    expect(columnSize(entity, 'model')).toEqual({ min: 200, grow: DEFAULT_COLUMN.grow });
    expect(columnSize(entity, 'battery')).toEqual({ min: widget('number').column!.min, grow: 0 });
  });

  it('grows to fit the widest content it is given, padding included, and never shrinks', () => {
    const size = { min: 100, grow: 1 };
    expect(fitContent(size, 40, 150)).toEqual({ min: 150 + CELL_PADDING, grow: 1 });
    expect(fitContent(size, 40)).toEqual(size);
  });
});

describe('a text’s width', () => {
  it('is its widest word when it may wrap, and all of it when it may not', () => {
    expect(textWidth('Device number', FONT)).toBe(textWidth('number', FONT, false));
    expect(textWidth('Device number', FONT, false)).toBeGreaterThan(textWidth('Device number', FONT));
  });

  it('wraps Chinese between any two characters', () => {
    expect(textWidth('设备编号', FONT)).toBe(textWidth('设', FONT, false));
    expect(textWidth('设备编号', FONT, false)).toBe(4 * textWidth('设', FONT, false));
  });
});

describe('an enum’s column', () => {
  const measure = (text: string, wrap: boolean) => textWidth(text, FONT, wrap);
  const labels: Record<string, string> = { 1: 'Normal', 2: 'To be repaired', 3: 'Under repair' };
  const props = { ctx: { ...widgetContext(device, 'status'), property: { type: 'integer' as const, enum: [1, 2, 3] } }, translate: String, locale: 'en', enumLabel: (v: unknown) => labels[String(v)]! };

  it('fits its labels’ longest word as text, and its longest whole label as a chip', () => {
    expect(enumWidest(props, measure)).toBe(measure('repaired', false));
    expect(chipWidest(props, measure)).toBeGreaterThan(measure('To be repaired', false));
  });
});

describe('a table’s tracks', () => {
  const columns = [
    { min: 96, grow: 1 },
    { min: 112, grow: 0 },
  ];

  it('are the checkbox, the columns and the actions, with the sum of their least widths', () => {
    const tracks = listTracks(columns, { checkbox: true, buttons: [80, 90] });
    expect(tracks.template).toBe(`${CHECKBOX_WIDTH}px minmax(96px, 1fr) 112px ${actionsWidth([80, 90])}px`);
    expect(tracks.minWidth).toBe(CHECKBOX_WIDTH + 96 + 112 + actionsWidth([80, 90]));
  });

  it('leave out the checkbox when rows cannot be selected, and fit the actions to their buttons', () => {
    const tracks = listTracks(columns, { checkbox: false, buttons: [80] });
    expect(tracks.template).toBe(`minmax(96px, 1fr) 112px ${actionsWidth([80])}px`);
    expect(actionsWidth([80, 90])).toBeGreaterThan(80 + 90);
    expect(actionsWidth([80, 150])).toBeGreaterThan(actionsWidth([80, 90]));
  });

  it('give a row button its label and icon, never less than a text button, and a long label’s width when it names none', () => {
    expect(rowButtonWidth(100)).toBeGreaterThan(100);
    expect(rowButtonWidth(10)).toBe(ROW_BUTTON_MIN);
    expect(rowButtonWidth(undefined)).toBe(ROW_BUTTON_UNKNOWN);
  });
});
