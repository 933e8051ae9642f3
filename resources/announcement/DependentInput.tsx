/**
 * The inputs that apply only with a choice of the form (the schema's conditions, decided while the
 * user edits rather than once per page): the users with recipients "part", the group with "group",
 * the interval with repeat sending. An input that no longer applies goes, and so does its value, so
 * the form never sends what the server would refuse as "does not apply here".
 */
import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { EXPLICIT_RANK, pickWidget, rankWith, type WidgetEntry, type WidgetInputProps } from '../../src/framework';
import { DEFAULT_WIDGETS } from '../../src/framework/widgets/defaultWidgets';

const APPLIES: Readonly<Record<string, (choice: { recipients: unknown; repeatSending: unknown }) => boolean>> = {
  userIds: ({ recipients }) => recipients === 'part',
  userGroupId: ({ recipients }) => recipients === 'group',
  repeatInterval: ({ repeatSending }) => repeatSending === true,
};

export function DependentInput(props: WidgetInputProps) {
  const { name } = props.ctx;
  const [recipients, repeatSending] = useWatch({ name: ['recipients', 'repeatSending'] }) as [unknown, unknown];
  const applies = APPLIES[name]?.({ recipients: recipients ?? 'all', repeatSending }) ?? true;
  const { getValues, setValue } = useFormContext();
  useEffect(() => {
    if (!applies && getValues(name) !== undefined) setValue(name, undefined, { shouldDirty: true });
  }, [applies, getValues, name, setValue]);
  if (!applies) return null;
  const Input = pickWidget(DEFAULT_WIDGETS, props.ctx)?.input;
  return Input ? <Input {...props} /> : null;
}

export const DEPENDENT_WIDGET: WidgetEntry = {
  name: 'announcementDependent',
  tester: rankWith(EXPLICIT_RANK + 10, (ctx) => ctx.resource === 'announcement' && ctx.name in APPLIES),
  input: DependentInput,
};
