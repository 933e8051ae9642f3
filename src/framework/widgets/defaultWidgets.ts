/** The shared widgets and how well each fits a property (higher wins; see registry.ts). */
import { TextWidget, TextareaWidget, PasswordWidget, NumberWidget, SelectWidget, MultiSelectWidget, BooleanWidget } from './basicInputs';
import { DateTimeWidget, DateWidget } from './dateInputs';
import { OrganizationTreeWidget, ReferenceWidget } from './referenceInputs';
import { FileUploadWidget, ImageUploadWidget } from './uploadInputs';
import { ObjectWidget, ReferenceMultiSelectWidget, ReferenceSelectWidget, TagsWidget } from './collectionInputs';
import { EXPLICIT_RANK, always, anyOf, hasEnum, hasFormat, hasReference, isEnumArray, isType, named, rankWith, type WidgetEntry, type WidgetContext } from './registry';

const isPassword = (ctx: WidgetContext) =>
  ctx.property.format === 'password' || ctx.property.writeOnly === true || typeof ctx.property['x-same-as'] === 'string';
const isOrganization = (ctx: WidgetContext) => ctx.ui.reference?.resource === 'organization';
const isArray = isType('array');
const isObjectWithProperties = (ctx: WidgetContext) => isType('object')(ctx) && typeof ctx.property.properties === 'object' && !ctx.property['x-file'];
/** a named select/multiSelect over a reference is the reference variant (outranks the plain named one) */
const namedOverReference = (name: string) => rankWith(EXPLICIT_RANK + 1, (ctx) => ctx.ui.widget === name && Boolean(ctx.ui.reference));

export const DEFAULT_WIDGETS: WidgetEntry[] = [
  { name: 'text', tester: anyOf(named('text'), rankWith(1, always)), input: TextWidget },
  { name: 'textarea', tester: anyOf(named('textarea'), rankWith(2, (c) => c.ui.multiline === true)), input: TextareaWidget },
  { name: 'password', tester: anyOf(named('password'), rankWith(4, isPassword)), input: PasswordWidget },
  { name: 'number', tester: anyOf(named('number'), rankWith(2, isType('integer', 'number'))), input: NumberWidget },
  { name: 'boolean', tester: anyOf(named('boolean'), rankWith(2, isType('boolean'))), input: BooleanWidget },
  { name: 'select', tester: anyOf(named('select'), rankWith(3, hasEnum)), input: SelectWidget },
  { name: 'multiSelect', tester: anyOf(named('multiSelect'), rankWith(3, isEnumArray)), input: MultiSelectWidget },
  { name: 'date', tester: anyOf(named('date'), rankWith(3, hasFormat('date'))), input: DateWidget },
  { name: 'datetime', tester: anyOf(named('datetime'), rankWith(3, hasFormat('date-time', 'unix-time'))), input: DateTimeWidget },
  { name: 'reference', tester: anyOf(named('reference'), rankWith(5, hasReference)), input: ReferenceWidget },
  { name: 'organizationTree', tester: anyOf(named('organizationTree'), rankWith(6, isOrganization)), input: OrganizationTreeWidget },
  { name: 'referenceSelect', tester: namedOverReference('select'), input: ReferenceSelectWidget },
  {
    name: 'referenceMultiSelect',
    tester: anyOf(namedOverReference('multiSelect'), rankWith(6, (c) => isArray(c) && hasReference(c))),
    input: ReferenceMultiSelectWidget,
  },
  // a list of free values: a multiSelect without choices, or any array of scalars
  {
    name: 'tags',
    tester: anyOf(named('tags'), rankWith(EXPLICIT_RANK + 1, (c) => c.ui.widget === 'multiSelect' && !isEnumArray(c) && !c.ui.reference), rankWith(2, isArray)),
    input: TagsWidget,
  },
  { name: 'object', tester: anyOf(named('object'), rankWith(2, isObjectWithProperties)), input: ObjectWidget },
  { name: 'imageUpload', tester: named('imageUpload'), input: ImageUploadWidget },
  { name: 'fileUpload', tester: anyOf(named('fileUpload'), rankWith(4, (c) => Boolean(c.property['x-file']))), input: FileUploadWidget },
];
