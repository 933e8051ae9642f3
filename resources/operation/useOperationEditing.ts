/**
 * Adding, changing and deleting a page's operation codes (spec §6, §7: POST /operation/{menuId},
 * PUT /operation/{id}, DELETE /operation/{id}), as react-query mutations. Only with the page's
 * edit code: the server also wants a platform admin and refuses anyone else. A refused save
 * answers the field errors.
 */
import { useCallback } from 'react';
import { useMutation } from '@tanstack/react-query';
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

interface SaveVariables {
  /** the form's fields as sent (a mapped type, so the wire's Record<string, FormValue> takes it) */
  fields: Record<keyof OperationInput, string>;
  existing?: Operation;
}

/** `onChanged` runs after every write that succeeded (the page reloads its list with it). */
export function useOperationEditing(pageName: string, menuId: number | null, onChanged: () => void) {
  const codes = usePageCodes(pageName);
  const canEdit = Boolean(codes?.includes(OPERATION_EDIT_CODE)) && menuId !== null;

  const { mutateAsync: send } = useMutation({
    mutationFn: ({ fields, existing }: SaveVariables) =>
      existing
        ? api.form('PUT', `/operation/${existing.id}`, fields, undefined, { silent: true })
        : api.form('POST', `/operation/${menuId}`, fields, undefined, { silent: true }),
    onSuccess: onChanged,
  });
  const deleting = useMutation({
    mutationFn: (operation: Operation) => api.delete(`/operation/${operation.id}`, undefined, { silent: true }),
    onSuccess: onChanged,
  });
  const { mutateAsync: sendDelete } = deleting;

  const save = useCallback(
    async (input: OperationInput, existing?: Operation): Promise<SaveOutcome> => {
      const fields = { code: input.code.trim(), fullname: input.fullname.trim(), sortcode: input.sortcode.trim(), description: input.description };
      try {
        await send({ fields, existing });
        return { ok: true };
      } catch (error) {
        if (error instanceof ApiError && error.status === ApiStatus.invalid && error.fieldErrors) return { ok: false, fieldErrors: error.fieldErrors };
        return { ok: false, error };
      }
    },
    [send],
  );

  /** Deletes the code; answers the failure, or null. */
  const remove = useCallback(
    async (operation: Operation): Promise<unknown> => {
      try {
        await sendDelete(operation);
        return null;
      } catch (error) {
        return error;
      }
    },
    [sendDelete],
  );

  return { canEdit, save, remove, removing: deleting.isPending };
}
