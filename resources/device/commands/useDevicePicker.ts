/** The device picker's logic: the search, the picked devices and the one-kind rule (spec §5). */
import { useState } from 'react';
import type { CommandDevice } from '../../../src/lib/deviceCommands';
import { keepOneKind, lockedKind, mayJoin, type PickRule } from './pickRule';
import { useDeviceSearch } from './useDeviceSearch';

export interface DevicePickerModel {
  rule: PickRule;
  picked: CommandDevice[];
  /** the type (or model) every further device must have, once one is picked */
  locked: string | undefined;
  setPicked(next: readonly CommandDevice[]): void;
  text: string;
  setText(text: string): void;
  options: CommandDevice[];
  loading: boolean;
  failed: boolean;
  retry(): void;
  mayJoin(device: CommandDevice): boolean;
}

export function useDevicePicker(rule: PickRule): DevicePickerModel {
  const [picked, setPicked] = useState<CommandDevice[]>([]);
  const locked = lockedKind(picked, rule);
  // once a device is picked, only its kind is offered: the server filters, the helper text says why
  const search = useDeviceSearch(locked === undefined ? {} : { [rule]: locked });
  return {
    ...search,
    rule,
    picked,
    locked,
    setPicked: (next) => setPicked(keepOneKind(next, rule)),
    mayJoin: (device) => mayJoin(device, picked, rule),
  };
}
