import { useMemo } from 'react';
import { useTranslate } from 'ra-core';
import type { ChangeWords } from './commandChange';

/** The words of a change in the reader's language: the device fields' labels, yes/no, "none". */
export function useChangeWords(): ChangeWords {
  const translate = useTranslate();
  return useMemo(
    () => ({
      field: (name: string) => translate(`resources.device.fields.${name}`, { _: name }),
      yesNo: (value: boolean) => translate(value ? 'ra.boolean.true' : 'ra.boolean.false'),
      none: translate('resources.device.commands.none'),
    }),
    [translate],
  );
}
