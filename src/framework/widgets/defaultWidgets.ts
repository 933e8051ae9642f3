/** The default widgets: how well each fits a property (higher wins; see registry.ts), its input, cell and export value. */
import { TextWidget, TextareaWidget, PasswordWidget, NumberWidget, SelectWidget, MultiSelectWidget, BooleanWidget } from './basicInputs';
import { DateTimeWidget, DateWidget } from './dateInputs';
import { OrganizationTreeWidget, ReferenceWidget } from './referenceInputs';
import { FileUploadWidget, ImageUploadWidget } from './uploadInputs';
import { ObjectWidget, ReferenceMultiSelectWidget, ReferenceSelectWidget, TagsWidget } from './collectionInputs';
import {
  BooleanCell,
  DateCell,
  DateTimeCell,
  FileCell,
  ImageCell,
  ObjectCell,
  ReferenceCell,
  StatusChipCell,
  arrayText,
  chipWidest,
  dateTimeWidest,
  dateWidest,
  enumWidest,
  dateText,
  dateTimeText,
  enumText,
  plainText,
} from './cells';
import { DictionaryWidget, StorageClassWidget } from './listInputs';
import { isObjectList, objectListExport, objectListText, objectListWidget } from './objectList';
import { arrayExport, booleanExport, dateExport, dateTimeExport, enumExport, fileExport, numberExport, referenceExport, textExport } from './exportValues';
import { EXPLICIT_RANK, always, anyOf, hasEnum, hasFormat, hasReference, isEnumArray, isType, named, rankWith, type WidgetEntry, type WidgetContext } from './registry';

const isPassword = (ctx: WidgetContext) =>
  ctx.property.format === 'password' || ctx.property.writeOnly === true || typeof ctx.property['x-same-as'] === 'string';
const isOrganization = (ctx: WidgetContext) => ctx.ui.reference?.resource === 'organization';
const isArray = isType('array');
const isObjectWithProperties = (ctx: WidgetContext) => isType('object')(ctx) && typeof ctx.property.properties === 'object' && !ctx.property['x-file'];
/** a named select/multiSelect over a reference is the reference variant (outranks the plain named one) */
const namedOverReference = (name: string) => rankWith(EXPLICIT_RANK + 1, (ctx) => ctx.ui.widget === name && Boolean(ctx.ui.reference));
/** its objects' properties go through this same list (read when a form renders, not now) */
const objectList = objectListWidget(() => DEFAULT_WIDGETS);

export const DEFAULT_WIDGETS: WidgetEntry[] = [
  { name: 'text', tester: anyOf(named('text'), rankWith(1, always)), input: TextWidget, text: plainText, exportValue: textExport },
  { name: 'textarea', tester: anyOf(named('textarea'), rankWith(2, (c) => c.ui.multiline === true)), input: TextareaWidget },
  { name: 'password', tester: anyOf(named('password'), rankWith(4, isPassword)), input: PasswordWidget },
  { name: 'number', tester: anyOf(named('number'), rankWith(2, isType('integer', 'number'))), input: NumberWidget, text: plainText, exportValue: numberExport, column: { min: 72, grow: 0.5 } },
  { name: 'boolean', tester: anyOf(named('boolean'), rankWith(2, isType('boolean'))), input: BooleanWidget, cell: BooleanCell, exportValue: booleanExport, column: { min: 72, grow: 0.4 } },
  { name: 'select', tester: anyOf(named('select'), rankWith(3, hasEnum)), input: SelectWidget, text: enumText, exportValue: enumExport, column: { min: 96, grow: 0.8 }, widest: enumWidest },
  // a status whose values have colours in x-ui reads as a coloured chip; it is entered like any enum
  { name: 'statusChip', tester: rankWith(4, (c) => hasEnum(c) && Boolean(c.ui.colors)), input: SelectWidget, cell: StatusChipCell, exportValue: enumExport, column: { min: 104, grow: 0.6 }, widest: chipWidest },
  { name: 'multiSelect', tester: anyOf(named('multiSelect'), rankWith(3, isEnumArray)), input: MultiSelectWidget, text: arrayText, exportValue: arrayExport, sortable: false, widest: enumWidest },
  { name: 'date', tester: anyOf(named('date'), rankWith(3, hasFormat('date'))), input: DateWidget, cell: DateCell, text: dateText, exportValue: dateExport, column: { min: 112, grow: 0.4 }, widest: dateWidest },
  { name: 'datetime', tester: anyOf(named('datetime'), rankWith(3, hasFormat('date-time', 'unix-time'))), input: DateTimeWidget, cell: DateTimeCell, text: dateTimeText, exportValue: dateTimeExport, column: { min: 168, grow: 0.4 }, widest: dateTimeWidest },
  { name: 'reference', tester: anyOf(named('reference'), rankWith(5, hasReference)), input: ReferenceWidget, cell: ReferenceCell, exportValue: referenceExport, sortable: false },
  { name: 'organizationTree', tester: anyOf(named('organizationTree'), rankWith(6, isOrganization)), input: OrganizationTreeWidget, cell: ReferenceCell, exportValue: referenceExport, sortable: false },
  { name: 'referenceSelect', tester: namedOverReference('select'), input: ReferenceSelectWidget, cell: ReferenceCell, exportValue: referenceExport, sortable: false },
  {
    name: 'referenceMultiSelect',
    tester: anyOf(namedOverReference('multiSelect'), rankWith(6, (c) => isArray(c) && hasReference(c))),
    input: ReferenceMultiSelectWidget,
    cell: ReferenceCell,
    exportValue: referenceExport,
    sortable: false,
  },
  // a list of free values: a multiSelect without choices, or any array of scalars
  {
    name: 'tags',
    tester: anyOf(named('tags'), rankWith(EXPLICIT_RANK + 1, (c) => c.ui.widget === 'multiSelect' && !isEnumArray(c) && !c.ui.reference), rankWith(2, isArray)),
    input: TagsWidget,
    text: arrayText,
    exportValue: arrayExport,
    sortable: false,
  },
  // a list of objects (a graded alarm's levels): above free tags (any array, 2)
  {
    name: 'objectList',
    tester: anyOf(named('objectList'), rankWith(3, isObjectList)),
    input: objectList.input,
    cell: objectList.cell,
    text: objectListText,
    exportValue: objectListExport,
    sortable: false,
    column: { min: 160, grow: 1.5 },
  },
  { name: 'object', tester: anyOf(named('object'), rankWith(2, isObjectWithProperties)), input: ObjectWidget, cell: ObjectCell, exportValue: textExport, sortable: false, column: { min: 160, grow: 1.5 } },
  // issue 30 §4: the company's lists (input only: they read as their text and reference)
  { name: 'dictionary', tester: named('dictionary'), input: DictionaryWidget },
  { name: 'storageClass', tester: named('storageClass'), input: StorageClassWidget },
  { name: 'imageUpload', tester: named('imageUpload'), input: ImageUploadWidget, cell: ImageCell, exportValue: fileExport, sortable: false, column: { min: 80, grow: 0.3 } },
  { name: 'fileUpload', tester: anyOf(named('fileUpload'), rankWith(4, (c) => Boolean(c.property['x-file']))), input: FileUploadWidget, cell: FileCell, exportValue: fileExport, sortable: false },
];
