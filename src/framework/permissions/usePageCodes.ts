import { useQuery } from '@tanstack/react-query';
import { pagePermissionsQuery } from './pagePermissionsQuery';

/**
 * The operation codes of one page (spec §6), by its route name. Each page reads its own, so a
 * tab kept in the cache never judges its buttons by the codes of the page shown last.
 * null while loading; a failure is no codes (spec §6: emptied, without a message).
 */
export function usePageCodes(routeName: string): readonly string[] | null {
  return useQuery(pagePermissionsQuery(routeName)).data?.permissions ?? null;
}
