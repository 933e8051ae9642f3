/** The generated views (the lazy part of the generator: the page registry loads it on first use). */
export { DEFAULT_WIDGETS } from './widgets/defaultWidgets';
export { SchemaValue } from './widgets/SchemaValue';
export { SchemaList } from './list/SchemaList';
export { useSchemaForm } from './form/useSchemaForm';
export { SchemaForm } from './form/SchemaForm';
export { SchemaCreate } from './form/SchemaCreate';
export { SchemaEdit } from './form/SchemaEdit';
export { SchemaShow } from './form/SchemaShow';
export { SchemaPage, SchemaPageRoute } from './SchemaPage';
export { useSchemaList, type SchemaListModel } from './list/useSchemaList';
