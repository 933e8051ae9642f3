import { Resource } from 'react-admin';
import { recordLabelOf, type SchemaRegistry } from '../framework';

/**
 * Every schema entity as a react-admin <Resource>, registration only: react-admin's hooks
 * (useResourceDefinition, recordRepresentation, reference fields) know the entities. The pages
 * themselves stay with the server's routes and the tab cache (PageHost), not <Resource> routes:
 * a server route names a component path, not a resource, and one entity serves several paths
 * (assets: four pages with fixed filters) — docs/resources-design.md.
 */
export function schemaResources(registry: SchemaRegistry) {
  return [...registry.entities.values()].map((entity) => (
    <Resource key={entity.resource} name={entity.resource} recordRepresentation={(record) => recordLabelOf(entity, record)} />
  ));
}
