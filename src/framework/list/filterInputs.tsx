/** The list's filter inputs from `x-ui.list.filters` (date ranges send `{field}_gte/_lte` in unix seconds). */
import type { ReactElement } from 'react';
import { AutocompleteInput, DateInput, NullableBooleanInput, ReferenceInput, SearchInput, SelectInput } from 'react-admin';
import type { FilterUi } from '../../lib/schema/types';
import type { EntityEntry } from '../schema/schemaRegistry';
import { inputToUnix, unixToDateInput } from '../widgets/unixTime';

export interface FilterText {
  field(name: string): string;
  enumValue(name: string, value: unknown): string;
  translate(key: string, options?: Record<string, unknown>): string;
}

/** `properties`: the entity's as they apply on the page (an enum narrowed by its fixed values). */
export function filterInputs(entity: EntityEntry, filters: readonly FilterUi[], text: FilterText, properties = entity.properties): ReactElement[] {
  return filters.flatMap((filter): ReactElement[] => {
    const { field, kind } = filter;
    const alwaysOn = filter.alwaysOn ?? false;
    const label = text.field(field);
    switch (kind) {
      case 'text':
        return [<SearchInput key={field} source={field} alwaysOn={alwaysOn} placeholder={text.translate('ra.action.search')} />];
      case 'enum': {
        const values = properties[field]?.enum ?? [];
        const choices = values.map((v) => ({ id: v, name: text.enumValue(field, v) }));
        return [<SelectInput key={field} source={field} label={label} choices={choices} alwaysOn={alwaysOn} translateChoice={false} />];
      }
      case 'boolean':
        return [<NullableBooleanInput key={field} source={field} label={label} alwaysOn={alwaysOn} />];
      case 'dateRange':
        return [
          <DateInput
            key={`${field}_gte`}
            source={`${field}_gte`}
            label={text.translate('app.schema.filters.from', { field: label })}
            alwaysOn={alwaysOn}
            format={unixToDateInput}
            parse={(v: string) => inputToUnix(v)}
          />,
          <DateInput
            key={`${field}_lte`}
            source={`${field}_lte`}
            label={text.translate('app.schema.filters.to', { field: label })}
            alwaysOn={alwaysOn}
            format={unixToDateInput}
            parse={(v: string) => inputToUnix(v, true)}
          />,
        ];
      case 'reference': {
        const reference = entity.ui.fields?.[field]?.reference;
        if (!reference) return [];
        return [
          <ReferenceInput key={field} source={field} reference={reference.resource} alwaysOn={alwaysOn}>
            <AutocompleteInput label={label} optionText={reference.label} />
          </ReferenceInput>,
        ];
      }
      default:
        return [];
    }
  });
}
