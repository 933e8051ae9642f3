/**
 * The console's code (react-admin, MUI, the layout), loaded once: by the guarded route's lazy
 * component, or earlier, by the login page at the user's first keystroke.
 */
let loading: Promise<typeof import('./Console')> | undefined;

export function loadConsole(): Promise<typeof import('./Console')> {
  loading ??= import('./Console');
  return loading;
}
