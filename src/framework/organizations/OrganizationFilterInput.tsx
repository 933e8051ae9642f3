/**
 * A list's organization filter (`x-ui.list.filters` kind `reference` to `organization`): the
 * organizations of the user's data scope as an indented tree (issue 26 §3 "operator01"), not a
 * search of the generic list, which needs the Organization page.
 */
import { SelectInput } from 'react-admin';
import type { TreeChoice } from '../widgets/flattenTree';
import { useOrganizationChoices } from './useOrganizationOptions';

interface OrganizationFilterInputProps {
  source: string;
  label: string;
  /** read by react-admin's filter form */
  alwaysOn?: boolean;
}

export function OrganizationFilterInput({ source, label, alwaysOn }: OrganizationFilterInputProps) {
  const { choices, isPending } = useOrganizationChoices();
  return (
    <SelectInput
      source={source}
      label={label}
      alwaysOn={alwaysOn}
      choices={choices}
      isPending={isPending}
      optionText={(choice: TreeChoice) => `${'\u2003'.repeat(choice.depth)}${choice.name}`}
      translateChoice={false}
    />
  );
}
