/**
 * A list's reference columns, looked up once for all its rows: one `getMany` per column over
 * the page's ids, instead of a ReferenceField (and its queries) in every row.
 */
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useGetManyAggregate, useListContext, type Identifier } from 'react-admin';
import type { EntityEntry } from '../schema/schemaRegistry';

/** In a list: each single-reference column's labels (column → id → label), fetched once for all rows. */
const LookupContext = createContext<ReadonlyMap<string, ReadonlyMap<string, string>>>(new Map());

function ReferenceLookup({ entity, column, children }: { entity: EntityEntry; column: string; children: ReactNode }) {
  const reference = entity.ui.fields![column]!.reference!;
  const { data } = useListContext();
  const ids = useMemo(() => [...new Set((data ?? []).map((r) => r[column] as Identifier).filter((id) => id !== undefined && id !== null && id !== ''))], [data, column]);
  const { data: records } = useGetManyAggregate(reference.resource, { ids }, { enabled: ids.length > 0 });
  const outer = useContext(LookupContext);
  const value = useMemo(
    () => new Map(outer).set(column, new Map((records ?? []).map((r) => [String(r.id), String(r[reference.label] ?? '')]))),
    [outer, column, records, reference.label],
  );
  return <LookupContext.Provider value={value}>{children}</LookupContext.Provider>;
}

/** Wraps a list's Datagrid: its reference cells read one lookup instead of a ReferenceField (and its queries) per row. */
export function ReferenceLookups({ entity, columns, children }: { entity: EntityEntry; columns: string[]; children: ReactNode }) {
  const single = columns.filter((c) => entity.ui.fields?.[c]?.reference && entity.properties[c]?.type !== 'array');
  return single.reduceRight<ReactNode>((inner, column) => <ReferenceLookup entity={entity} column={column}>{inner}</ReferenceLookup>, children);
}

/** A list cell's labels of its reference column (id → label), or undefined outside a list. */
export function useReferenceLookup(column: string): ReadonlyMap<string, string> | undefined {
  return useContext(LookupContext).get(column);
}
