/** References to other resources: an autocomplete, or the organization tree picker. */
import { useMemo } from 'react';
import { AutocompleteInput, NumberInput, ReferenceInput, SelectInput, useGetList, type RaRecord } from 'react-admin';
import { childInputProps, inputProps } from './inputProps';
import type { WidgetInputProps } from './registry';

export function ReferenceWidget(props: WidgetInputProps) {
  const reference = props.ctx.ui.reference!;
  return (
    <ReferenceInput source={props.ctx.name} reference={reference.resource}>
      <AutocompleteInput {...childInputProps(props)} optionText={reference.label} />
    </ReferenceInput>
  );
}

export interface TreeChoice {
  id: RaRecord['id'];
  name: string;
  depth: number;
}

/** Records with a `parentId` (or `parent`) as a depth-first list, roots first. */
export function flattenTree(records: readonly RaRecord[], labelOf: (r: RaRecord) => string): TreeChoice[] {
  const ids = new Set(records.map((r) => r.id));
  const parentOf = (r: RaRecord) => (r.parentId ?? r.parent ?? null) as RaRecord['id'] | null;
  const children = new Map<RaRecord['id'] | null, RaRecord[]>();
  for (const record of records) {
    const parent = parentOf(record);
    const key = parent !== null && ids.has(parent) ? parent : null;
    children.set(key, [...(children.get(key) ?? []), record]);
  }
  const out: TreeChoice[] = [];
  const seen = new Set<RaRecord['id']>();
  const walk = (parent: RaRecord['id'] | null, depth: number) => {
    for (const record of children.get(parent) ?? []) {
      if (seen.has(record.id)) continue;
      seen.add(record.id);
      out.push({ id: record.id, name: labelOf(record), depth });
      walk(record.id, depth + 1);
    }
  };
  walk(null, 0);
  return out;
}

const TREE_LIMIT = 1000;

/** A reference to an organization: the organizations as an indented tree. */
export function OrganizationTreeWidget(props: WidgetInputProps) {
  const reference = props.ctx.ui.reference ?? { resource: 'organization', label: 'name' };
  const { data, isPending, error } = useGetList(reference.resource, { pagination: { page: 1, perPage: TREE_LIMIT }, sort: { field: 'id', order: 'ASC' } });
  const choices = useMemo(() => flattenTree(data ?? [], (r) => String(r[reference.label] ?? r.id)), [data, reference.label]);
  // without the organizations (no such resource on this server, or no right to list them) the id is typed
  if (error) return <NumberInput {...inputProps(props)} fullWidth />;
  return (
    <SelectInput
      {...inputProps(props)}
      choices={choices}
      isPending={isPending}
      optionText={(choice: TreeChoice) => `${'\u2003'.repeat(choice.depth)}${choice.name}`}
      translateChoice={false}
      fullWidth
    />
  );
}
