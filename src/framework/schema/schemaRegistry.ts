/**
 * The entity schemas of the platform (`GET /schemas`), each with its compiled validator, indexed
 * by resource and by the component paths of its pages. Built once per login.
 */
import { api } from '../../api';
import { SCHEMAS_PATH, type SchemaWire } from '../../lib/schema/wire';
import { takeSchemas } from '../../providers/prefetch';
import { normalizeComponent } from '../../lib/routes';
import { applicableProperties, conditionsOf, type Condition } from '../../lib/schema/conditions';
import { componentOf, type ComponentUi, type EntitySchema, type EntityUi, type PropertySchema } from '../../lib/schema/types';
import type { EntityValidator } from '../../lib/validation';
import type { ResourceDefinition, ResourceOverrides } from './defineResource';
import { resolveProperty } from './resolveProperty';
import { validatorSource } from './validators';

export { SCHEMAS_PATH, type SchemaWire } from '../../lib/schema/wire';

export interface EntityEntry {
  resource: string;
  schema: EntitySchema;
  /** `x-ui` with the resource's overrides merged in */
  ui: EntityUi;
  /** properties with their `$ref`s followed */
  properties: Record<string, PropertySchema>;
  required: ReadonlySet<string>;
  /** the schema's `allOf` conditions: which properties apply for which values */
  conditions: readonly Condition[];
  /**
   * The entity's client-side check. Its validator loads when a page of the entity opens
   * (`loadValidator`, see useEntity); until it is there, nothing is reported (null) and the
   * server's check, which always runs, has the last word.
   */
  validate: EntityValidator;
  /** Loads the validator (once); resolves when `validate` checks. (Optional for hand-made entries.) */
  loadValidator?(): Promise<void>;
  overrides: ResourceOverrides;
}

/** The entity's properties that apply when `known` holds (a page's fixed values, a record). */
export function propertiesFor(entity: EntityEntry, known: Readonly<Record<string, unknown>> | undefined): Record<string, PropertySchema> {
  return entity.conditions.length && known ? applicableProperties(entity.properties, entity.conditions, known) : entity.properties;
}

export interface PageBinding {
  resource: string;
  component: ComponentUi;
}

export interface SchemaRegistry {
  entities: ReadonlyMap<string, EntityEntry>;
  /** component path (normalized) → the entity and the component entry */
  pages: ReadonlyMap<string, PageBinding>;
}


function mergeUi(ui: EntityUi, overrides: ResourceOverrides): EntityUi {
  const { fields, ...rest } = overrides.ui ?? {};
  const merged: EntityUi = { ...ui, ...rest };
  if (fields) {
    merged.fields = { ...ui.fields };
    for (const [name, field] of Object.entries(fields)) merged.fields[name] = { ...ui.fields?.[name], ...field };
  }
  return merged;
}

export function buildSchemaRegistry(wire: SchemaWire, resources: readonly ResourceDefinition[] = []): SchemaRegistry {
  // an entity's validator loads when one of its pages opens, not at login: compiling every
  // schema before the first page cost the login its largest wait, and ajv itself is not in the
  // first page's JavaScript any more (issue 11 §4; validators.ts)
  const source = validatorSource();
  const byName = new Map(resources.map((r) => [r.name, r.overrides]));
  const entities = new Map<string, EntityEntry>();
  const pages = new Map<string, PageBinding>();
  for (const schema of wire.entities) {
    const overrides = byName.get(schema['x-ui'].resource) ?? {};
    const ui = mergeUi(schema['x-ui'], overrides);
    let compiled: EntityValidator | undefined;
    let loading: Promise<void> | undefined;
    const broken = (error: unknown) => {
      // one broken schema must not take the console down: its forms rely on the server's check
      console.error(`schema ${schema.$id} does not compile`, error);
      compiled = () => null;
    };
    const loadValidator = (): Promise<void> => {
      if (loading) return loading;
      try {
        const result = source(schema, wire.shared);
        if (result instanceof Promise) {
          loading = result.then((validator) => void (compiled = validator), broken);
        } else {
          compiled = result;
          loading = Promise.resolve();
        }
      } catch (error) {
        broken(error);
        loading = Promise.resolve();
      }
      return loading;
    };
    const validate: EntityValidator = (data, options) => {
      if (!compiled) void loadValidator();
      return compiled ? compiled(data, options) : null;
    };
    const properties = Object.fromEntries(Object.entries(schema.properties).map(([k, p]) => [k, resolveProperty(p, wire.shared, schema)]));
    entities.set(ui.resource, {
      resource: ui.resource,
      schema,
      ui,
      properties,
      required: new Set(schema.required ?? []),
      conditions: conditionsOf(schema),
      validate,
      loadValidator,
      overrides,
    });
    for (const entry of ui.components) {
      const component = componentOf(entry);
      pages.set(normalizeComponent(component.path), { resource: ui.resource, component });
    }
  }
  return { entities, pages };
}

export async function loadSchemaRegistry(resources: readonly ResourceDefinition[], signal?: AbortSignal): Promise<SchemaRegistry> {
  // silent: the app says what a missing schema list means for the user
  // the answer asked for at login (providers/prefetch.ts), else asked now
  const wire = await (takeSchemas() ?? api.get<SchemaWire>(SCHEMAS_PATH, undefined, { silent: true, ...(signal ? { signal } : {}) }));
  return buildSchemaRegistry({ entities: wire?.entities ?? [], shared: wire?.shared ?? [] }, resources);
}
