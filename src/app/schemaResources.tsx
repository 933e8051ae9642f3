import { Resource } from 'react-admin';
import { recordLabelOf, type SchemaRegistry } from '../framework';

/**
 * Every schema entity as a react-admin <Resource>, registration only: react-admin's hooks
 * (useResourceDefinition, useGetRecordRepresentation, useGetResourceLabel: the bulk delete's
 * title, reference inputs) know the entities. No list/create/edit/show routes, so hasList,
 * hasCreate, hasEdit and hasShow stay false: a record has no address of its own (its dialogs
 * open over a page of the server's menu, in the tab cache), and react-admin must not make links
 * to `/{resource}/{id}` that would land on the 404 page — docs/resources-design.md.
 */
export function schemaResources(registry: SchemaRegistry) {
  return [...registry.entities.values()].map((entity) => (
    <Resource
      key={entity.resource}
      name={entity.resource}
      recordRepresentation={(record) => recordLabelOf(entity, record)}
      // react-admin's fallback when a locale has no `resources.NAME.name`, as useLabels falls back
      options={{ label: entity.ui.label ?? (entity.schema.title || undefined) }}
    />
  ));
}
