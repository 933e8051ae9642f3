/** A test-only entity (no locale keys at all): labels must fall back to titles and names. */
import type { EntitySchema } from '../../src/lib/schema/types';
import type { SchemaWire } from '../../src/framework/schema/schemaRegistry';

export const gadgetSchema: EntitySchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://coldchain.local/schemas/gadget.schema.json',
  title: 'Gadget',
  type: 'object',
  additionalProperties: false,
  properties: {
    id: { type: 'integer', readOnly: true },
    code: { type: 'string', title: 'Gadget code', minLength: 3, maxLength: 8 },
    kind: { type: 'integer', enum: [1, 2] },
    active: { type: 'boolean' },
    boughtAt: { type: 'integer', minimum: 0 },
    note: { type: 'string', maxLength: 5 },
  },
  required: ['code', 'kind'],
  'x-ui': {
    resource: 'gadget',
    recordLabel: 'code',
    components: ['/gadget/list/index', { path: '/gadget/spare/index', filter: { kind: 2 } }],
    list: {
      columns: ['code', 'kind', 'active', 'boughtAt', 'note'],
      sort: { field: 'id', order: 'DESC' },
      filters: [
        { field: 'q', kind: 'text', alwaysOn: true },
        { field: 'kind', kind: 'enum', alwaysOn: true },
        { field: 'boughtAt', kind: 'dateRange', alwaysOn: true },
      ],
    },
    fields: { id: { hidden: ['create', 'edit'] }, boughtAt: { widget: 'date' }, note: { multiline: true } },
    permissions: {
      create: { action: '{page}_add' },
      edit: { action: '{page}_edit' },
      delete: { action: '{page}_delete' },
      export: { action: '{page}_export' },
    },
  },
};

export const gadgetWire: SchemaWire = { entities: [gadgetSchema], shared: [] };
