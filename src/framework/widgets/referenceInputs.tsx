/** References to other resources: an autocomplete, or the organization tree picker. */
import { useMemo } from 'react';
import { AutocompleteInput, NumberInput, ReferenceInput, SelectInput, useGetList } from 'react-admin';
import { useOrganizationChoices } from '../organizations/useOrganizationOptions';
import { flattenTree, type TreeChoice } from './flattenTree';
import { childInputProps, inputProps } from './inputProps';
import type { WidgetInputProps } from './registry';

// where the filters of the pages found it first
export { flattenTree, type TreeChoice } from './flattenTree';

export function ReferenceWidget(props: WidgetInputProps) {
  const reference = props.ctx.ui.reference!;
  return (
    <ReferenceInput source={props.ctx.name} reference={reference.resource}>
      <AutocompleteInput {...childInputProps(props)} optionText={reference.label} />
    </ReferenceInput>
  );
}

const TREE_LIMIT = 1000;

interface TreeSelectProps {
  props: WidgetInputProps;
  choices: TreeChoice[];
  isPending: boolean;
  error: unknown;
}

function TreeSelect({ props, choices, isPending, error }: TreeSelectProps) {
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

/** The organizations of the user's data scope (issue 26 §3: no Organization page needed). */
function ScopedOrganizationTree({ props }: { props: WidgetInputProps }) {
  const { choices, isPending, error } = useOrganizationChoices();
  return <TreeSelect props={props} choices={choices} isPending={isPending} error={error} />;
}

/** Another tree-shaped resource, from its generic list. */
function ResourceTree({ props, resource, label }: { props: WidgetInputProps; resource: string; label: string }) {
  const { data, isPending, error } = useGetList(resource, { pagination: { page: 1, perPage: TREE_LIMIT }, sort: { field: 'id', order: 'ASC' } });
  const choices = useMemo(() => flattenTree(data ?? [], (r) => String(r[label] ?? r.id)), [data, label]);
  return <TreeSelect props={props} choices={choices} isPending={isPending} error={error} />;
}

/** A reference to an organization: the organizations the user may see, as an indented tree. */
export function OrganizationTreeWidget(props: WidgetInputProps) {
  const reference = props.ctx.ui.reference ?? { resource: 'organization', label: 'name' };
  if (reference.resource === 'organization') return <ScopedOrganizationTree props={props} />;
  return <ResourceTree props={props} resource={reference.resource} label={reference.label} />;
}
