/** A record's `assets` as the ids it holds (a list of ids on the wire). */
export function jsonIdsOf(value: unknown): number[] {
  return Array.isArray(value) ? value.filter((id): id is number => Number.isSafeInteger(id)) : [];
}
