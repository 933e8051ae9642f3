/** The list's filter inputs from `x-ui.list.filters` (date ranges send `{field}_gte/_lte` in unix seconds). */
import type { ReactElement } from 'react';
import { AutocompleteInput, NullableBooleanInput, ReferenceInput, SearchInput, SelectInput } from 'react-admin';
import type { FilterUi } from '../../lib/schema/types';
import type { EntityEntry } from '../schema/schemaRegistry';
import { OrganizationFilterInput } from '../organizations/OrganizationFilterInput';
import { MomentInput } from '../widgets/dateInputs';

export interface FilterText {
  field(name: string): string;
  enumValue(name: string, value: unknown): string;
  translate(key: string, options?: Record<string, unknown>): string;
}

interface FilterArgs {
  entity: EntityEntry;
  filter: FilterUi;
  label: string;
  alwaysOn: boolean;
  text: FilterText;
  properties: EntityEntry['properties'];
}

/** One input maker per `x-ui.list.filters[].kind`: a new kind is a new entry. */
const FILTER_KINDS: Record<FilterUi['kind'], (args: FilterArgs) => ReactElement[]> = {
  text: ({ filter, alwaysOn, text }) => [<SearchInput key={filter.field} source={filter.field} alwaysOn={alwaysOn} placeholder={text.translate('ra.action.search')} />],
  enum: ({ filter: { field }, label, alwaysOn, text, properties }) => {
    const choices = (properties[field]?.enum ?? []).map((v) => ({ id: v, name: text.enumValue(field, v) }));
    return [<SelectInput key={field} source={field} label={label} choices={choices} alwaysOn={alwaysOn} translateChoice={false} />];
  },
  boolean: ({ filter: { field }, label, alwaysOn }) => [<NullableBooleanInput key={field} source={field} label={label} alwaysOn={alwaysOn} />],
  dateRange: ({ filter: { field }, label, alwaysOn, text }) => [
    <MomentInput
      key={`${field}_gte`}
      source={`${field}_gte`}
      label={text.translate('app.schema.filters.from', { field: label })}
      alwaysOn={alwaysOn}
      withTime={false}
      invalid="nothing"
    />,
    <MomentInput
      key={`${field}_lte`}
      source={`${field}_lte`}
      label={text.translate('app.schema.filters.to', { field: label })}
      alwaysOn={alwaysOn}
      withTime={false}
      endOfDay
      invalid="nothing"
    />,
  ],
  reference: ({ entity, filter: { field }, label, alwaysOn }) => {
    const reference = entity.ui.fields?.[field]?.reference;
    if (!reference) return [];
    // the user's own organizations, whatever its menus (issue 26 §3)
    if (reference.resource === 'organization') return [<OrganizationFilterInput key={field} source={field} label={label} alwaysOn={alwaysOn} />];
    return [
      <ReferenceInput key={field} source={field} reference={reference.resource} alwaysOn={alwaysOn}>
        <AutocompleteInput label={label} optionText={reference.label} />
      </ReferenceInput>,
    ];
  },
};

/** `properties`: the entity's as they apply on the page (an enum narrowed by its fixed values). */
export function filterInputs(entity: EntityEntry, filters: readonly FilterUi[], text: FilterText, properties = entity.properties): ReactElement[] {
  return filters.flatMap(
    (filter) =>
      FILTER_KINDS[filter.kind]?.({ entity, filter, label: text.field(filter.field), alwaysOn: filter.alwaysOn ?? false, text, properties }) ?? [],
  );
}
