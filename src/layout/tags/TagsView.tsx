/** Placeholder until the tab bar lands. */
export function TagsView() {
  return null;
}
