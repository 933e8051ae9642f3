/**
 * Which navigations are instant: those that show a page the tab cache has already rendered (a
 * tab switch). The console's router commits them at once; any other navigation is a transition,
 * so a page whose code or data is still loading keeps the current page on screen meanwhile
 * instead of a fallback (React also holds back a revealed fallback's content for up to 300 ms).
 * The layout's page cache answers the question; before it mounts (the login page) nothing is.
 */
export interface NavigatedLocation {
  pathname: string;
  search: string;
  state: unknown;
}
type InstantTest = (location: NavigatedLocation) => boolean;

const never: InstantTest = () => false;
let test: InstantTest = never;

/** Sets the test; returns its removal (for an effect's cleanup). */
export function setInstantNavigation(next: InstantTest): () => void {
  test = next;
  return () => {
    if (test === next) test = never;
  };
}

export function isInstantNavigation(location: NavigatedLocation): boolean {
  return test(location);
}
