/**
 * The words of the calibration certificate and the due reminder, in the language of the request:
 * locale keys under `resources.calibration.file.` (the console's locale files, which are data), else English,
 * else the key itself.
 */
import { interpolate, lookup } from '../../../src/lib/validation/translate';
import type { Language } from '../../messages';
import { LOCALES } from '../resources/translate';

export type CalibrationText = (key: string, params?: Record<string, string | number>) => string;

export function calibrationText(lang: Language): CalibrationText {
  return (key, params) => {
    const full = `resources.calibration.file.${key}`;
    const text = lookup(LOCALES[lang], full) ?? lookup(LOCALES.en, full);
    return text === undefined ? full : interpolate(text, params);
  };
}
