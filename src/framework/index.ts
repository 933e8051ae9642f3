/**
 * The schema → react-admin generator: the folder's light public face (STYLE §9), what the app
 * and resources need at start-up. The views are in `./views`, loaded with the first generated page.
 */
export {
  defineResource,
  type BulkActionProps,
  type CreateViewProps,
  type ListViewProps,
  type PageLoader,
  type PageProps,
  type RecordActionProps,
  type RowAction,
  type RecordViewProps,
  type ResourceDefinition,
  type ResourceOverrides,
} from './schema/defineResource';
export {
  buildSchemaRegistry,
  loadSchemaRegistry,
  SCHEMAS_PATH,
  type EntityEntry,
  type PageBinding,
  type SchemaRegistry,
  type SchemaWire,
} from './schema/schemaRegistry';
export { SchemaRegistryContext, useSchemaRegistry, useEntity } from './schema/SchemaRegistryContext';
export { useLabels, humanize, recordLabelOf } from './schema/labels';
export { resolveProperty } from './schema/resolveProperty';
export {
  rankWith,
  anyOf,
  named,
  pickWidget,
  isType,
  hasFormat,
  hasEnum,
  hasReference,
  NOT_APPLICABLE,
  EXPLICIT_RANK,
  type WidgetEntry,
  type WidgetContext,
  type WidgetInputProps,
  type Tester,
} from './widgets/registry';
export { useActionAccess } from './permissions/useActionAccess';
export { usePageCodes } from './permissions/usePageCodes';
export { actionAccess, pageKey } from './permissions/entityPermissions';
