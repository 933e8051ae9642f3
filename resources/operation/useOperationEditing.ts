/**
 * Adding, changing and deleting a page's operation codes (spec §6, §7: POST /operation/{menuId},
 * PUT /operation/{id}, DELETE /operation/{id}). Only with the page's edit code: the server also
 * wants a platform admin and refuses anyone else. A refused save answers the field errors.
 */
import { useCallback } from 'react';
import { ApiError, api } from '../../src/api';
import { ApiStatus, OPERATION_EDIT_CODE } from '../../src/lib/contract';
import { usePageCodes } from '../../src/framework/permissions/usePageCodes';
import type { Operation } from './operationModel';

export interface OperationInput {
  code: string;
  fullname: string;
  sortcode: string;
  description: string;
}

/** What a save came to: done, field errors to show at the fields, or a failure to tell. */
export type SaveOutcome = { ok: true } | { ok: false; fieldErrors: Record<string, string> } | { ok: false; error: unknown };

export function useOperationEditing(pageName: string, menuId: number | null, onChanged: () => void) {
  const codes = usePageCodes(pageName);
  const canEdit = Boolean(codes?.includes(OPERATION_EDIT_CODE)) && menuId !== null;

  const save = useCallback(
    async (input: OperationInput, existing?: Operation): Promise<SaveOutcome> => {
      try {
        const fields = { code: input.code.trim(), fullname: input.fullname.trim(), sortcode: input.sortcode.trim(), description: input.description };
        if (existing) await api.form('PUT', `/operation/${existing.id}`, fields, undefined, { silent: true });
        else await api.form('POST', `/operation/${menuId}`, fields, undefined, { silent: true });
        onChanged();
        return { ok: true };
      } catch (error) {
        if (error instanceof ApiError && error.status === ApiStatus.invalid && error.fieldErrors) return { ok: false, fieldErrors: error.fieldErrors };
        return { ok: false, error };
      }
    },
    [menuId, onChanged],
  );

  const remove = useCallback(
    async (operation: Operation): Promise<unknown> => {
      try {
        await api.delete(`/operation/${operation.id}`, undefined, { silent: true });
        onChanged();
        return null;
      } catch (error) {
        return error;
      }
    },
    [onChanged],
  );

  return { canEdit, save, remove };
}
