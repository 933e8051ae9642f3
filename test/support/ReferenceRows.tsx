/** Test harness: rows of one reference column inside ReferenceLookups, as a list page renders them. */
import { ListContextProvider, RecordContextProvider, useList, type RaRecord } from 'react-admin';
import type { EntityEntry } from '../../src/framework/schema/schemaRegistry';
import { ReferenceLookups } from '../../src/framework/widgets/referenceLookups';
import { SchemaValue } from '../../src/framework/widgets/SchemaValue';

export function ReferenceRows({ entity, rows, columns, name }: { entity: EntityEntry; rows: RaRecord[]; columns: string[]; name: string }) {
  const list = useList({ data: rows });
  return (
    <ListContextProvider value={list}>
      <ReferenceLookups entity={entity} columns={columns}>
        {rows.map((row) => (
          <RecordContextProvider key={row.id} value={row}>
            <div data-testid={`row-${row.id}`}>
              <SchemaValue entity={entity} name={name} />
            </div>
          </RecordContextProvider>
        ))}
      </ReferenceLookups>
    </ListContextProvider>
  );
}
