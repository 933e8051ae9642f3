/**
 * The parameter form's logic: the device schema's own inputs and validator (src/framework/form),
 * narrowed to the settings, starting from the first picked device's values; plus spec §5's
 * "offline time over one acquisition period", which the server checks too.
 */
import { useCallback, useMemo } from 'react';
import { useTranslate } from 'ra-core';
import { settingsIssues, type CommandDevice } from '../../../src/lib/deviceCommands';
import { useEntity } from '../../../src/framework';
import { useSchemaForm } from '../../../src/framework/form/useSchemaForm';
import type { FormErrors } from '../../../src/framework/form/formModel';
import { changedValues, initialValues, settingsEntity } from './settingsForm';

export function useSettingsForm(device: CommandDevice) {
  const translate = useTranslate();
  const deviceEntity = useEntity('device');
  // one narrowed entry per device entity: useSchemaForm memoizes on it
  const narrowed = useMemo(() => settingsEntity(deviceEntity, device.model), [deviceEntity, device.model]);
  const form = useSchemaForm(narrowed, 'create');
  const initial = useMemo(() => initialValues(device.settings), [device]);
  const validate = useCallback(
    (values: Record<string, unknown>): FormErrors => {
      const errors = form.validate(values);
      if (errors.offlineMinutes) return errors;
      const extra = settingsIssues(changedValues(values, initial), device.settings).offlineMinutes;
      return extra ? { ...errors, offlineMinutes: { message: extra.key, args: extra.params } } : errors;
    },
    [form, initial, device],
  );
  return {
    inputs: form.inputs,
    validate,
    initial,
    fieldLabel: form.labels.field,
    enumLabel: form.labels.enumValue,
    changed: (values: Record<string, unknown>) => changedValues(values, initial),
    translate,
  };
}
