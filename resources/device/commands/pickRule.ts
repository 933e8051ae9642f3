/**
 * Spec §5: "Devices of several types cannot be picked at once". The first device picked decides
 * the kind (its type for settings, its model for an upgrade, one firmware per model); a device of
 * another kind cannot join. Pure, so the picker and its test share it.
 */
import type { CommandDevice } from '../../../src/lib/deviceCommands';

export type PickRule = 'type' | 'model';

/** The kind every picked device must share, once one is picked. */
export function lockedKind(picked: readonly CommandDevice[], rule: PickRule): string | undefined {
  return picked[0]?.[rule];
}

/** Whether a device may join the picked ones. */
export function mayJoin(device: CommandDevice, picked: readonly CommandDevice[], rule: PickRule): boolean {
  const kind = lockedKind(picked, rule);
  return kind === undefined || device[rule] === kind;
}

/** The picked devices after a change, without those of another kind than the first. */
export function keepOneKind(next: readonly CommandDevice[], rule: PickRule): CommandDevice[] {
  const kind = lockedKind(next, rule);
  return next.filter((device) => device[rule] === kind);
}
