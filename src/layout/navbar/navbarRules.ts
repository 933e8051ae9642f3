/** Which environments show what in the navbar (spec §1, §2). */
export { showsLanguagePicker } from '../../lib/language';

/** Spec §2: the environment name and the system-config control show in development and sandbox only. */
export const SYSTEM_CONFIG_ENVIRONMENTS: readonly string[] = ['development', 'sandbox'];

export function showsSystemConfig(env: string | undefined): boolean {
  return env !== undefined && SYSTEM_CONFIG_ENVIRONMENTS.includes(env);
}
