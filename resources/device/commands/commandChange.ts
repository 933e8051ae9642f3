/** A command's change as the records show it: one line per value, old → new, in the reader's words. */
import type { CommandValues, DeviceCommand } from '../../../src/lib/deviceCommands';

export interface ChangeLine {
  field: string;
  from: string;
  to: string;
}

export interface ChangeWords {
  /** a settings field's label (resources.device.fields.*) */
  field(name: string): string;
  yesNo(value: boolean): string;
  /** an empty bound */
  none: string;
}

function valueText(value: unknown, words: ChangeWords): string {
  if (value === null || value === undefined) return words.none;
  if (typeof value === 'boolean') return words.yesNo(value);
  return String(value);
}

/** The lines of a command's change, in the order of its values. */
export function changeLines(command: Pick<DeviceCommand, 'values' | 'previous'>, words: ChangeWords): ChangeLine[] {
  const previous = command.previous as Record<string, unknown>;
  return Object.entries(command.values as CommandValues).map(([name, value]) => ({
    field: words.field(name),
    from: valueText(previous[name], words),
    to: valueText(value, words),
  }));
}

/** The change on one line (exports, screen readers): "Field: old → new; …". */
export function changeText(command: Pick<DeviceCommand, 'values' | 'previous'>, words: ChangeWords): string {
  return changeLines(command, words)
    .map((line) => `${line.field}: ${line.from} → ${line.to}`)
    .join('; ');
}
