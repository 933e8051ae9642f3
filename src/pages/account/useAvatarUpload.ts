import { useState } from 'react';
import defs from '../../../schemas/defs.schema.json';
import { ApiError, session, showToast } from '../../api';
import { uploadAvatar } from './accountApi';

/** Spec §5, §9: jpg, jpeg, png or gif, up to 2 MB (defs.schema.json#/$defs/avatarFile, as the server checks). */
export const AVATAR_RULE = defs.$defs.avatarFile['x-file'];
/** Spec §9: the avatar is shown at 80×80. */
export const AVATAR_SIZE = 80;

export const AVATAR_KEYS = {
  format: 'app.account.avatar.format',
  tooLarge: 'app.account.avatar.tooLarge',
  failed: 'app.account.avatar.uploadFailed',
  networkError: 'app.account.avatar.uploadError',
  done: 'app.account.avatar.done',
} as const;

/** The reason a file may not be sent, as a translation key; null when it may. */
export function avatarFileIssue(file: { name: string; size: number }): string | null {
  const extension = file.name.slice(file.name.lastIndexOf('.') + 1).toLowerCase();
  if (!file.name.includes('.') || !AVATAR_RULE.accept.includes(extension)) return AVATAR_KEYS.format;
  if (file.size > AVATAR_RULE.maxSize) return AVATAR_KEYS.tooLarge;
  return null;
}

/** Spec §8: the server's message (its field message first) or the upload-failure text; the upload error text when no answer came. */
export function avatarFailureMessage(error: unknown): string {
  if (!(error instanceof ApiError) || error.status === '') return AVATAR_KEYS.networkError;
  return error.fieldErrors?.image ?? error.serverMessage ?? AVATAR_KEYS.failed;
}

/**
 * The avatar upload (spec §7 POST /fileupload/avatar): checked before sending, then the avatar is
 * the returned URL plus a timestamp query (so the browser does not show the old picture), for
 * this page and the navbar (the session's avatar).
 */
export function useAvatarUpload(initial: string) {
  const [override, setOverride] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);

  const upload = async (file: File | undefined) => {
    if (!file || uploading) return;
    const issue = avatarFileIssue(file);
    if (issue) {
      showToast({ type: 'warning', message: issue, params: { accept: AVATAR_RULE.accept.join(', '), size: '2 MB' } });
      return;
    }
    setUploading(true);
    try {
      const { url } = await uploadAvatar(file);
      const avatar = `${url}${url.includes('?') ? '&' : '?'}t=${Date.now()}`;
      setOverride(avatar);
      session.set({ avatar });
      showToast({ type: 'success', message: AVATAR_KEYS.done });
    } catch (error) {
      showToast({ type: 'error', message: avatarFailureMessage(error) });
    } finally {
      setUploading(false);
    }
  };

  return { avatar: override ?? initial, uploading, upload };
}
