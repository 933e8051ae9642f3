/**
 * The maintenance interval with its hint under it: for a defrost the recommended interval of
 * spec §9 (6 to 12 hours), otherwise how the next due date follows from it.
 */
import { NumberInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { WidgetInputProps } from '../../src/framework';
import { inputProps } from '../../src/framework/widgets/inputProps';

export function MaintenanceIntervalInput(props: WidgetInputProps) {
  const translate = useTranslate();
  const kind: unknown = useWatch({ name: 'kind' });
  const hint = kind === 'defrost' ? 'resources.maintenance.defrostHint' : 'resources.maintenance.intervalHint';
  return <NumberInput {...inputProps(props)} helperText={translate(hint)} min={1} step={1} fullWidth />;
}
