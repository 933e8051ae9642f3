/**
 * The console's code (react-admin, MUI, the layout) and its strings (the console's part of the
 * locale file), loaded once: by the guarded route's lazy component, or earlier, by the login page
 * at the user's first keystroke.
 */
import { loadConsoleMessages } from '../providers/loadI18nProvider';

let loading: Promise<typeof import('./Console')> | undefined;

export function loadConsole(): Promise<typeof import('./Console')> {
  loading ??= Promise.all([import('./Console'), loadConsoleMessages()]).then(([console]) => console);
  loading.catch(() => (loading = undefined));
  return loading;
}
