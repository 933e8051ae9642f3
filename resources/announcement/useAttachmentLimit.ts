/**
 * Spec §5: at most 5 attachments. Files picked beyond the limit are left out as soon as they are
 * picked, with the same message the server gives (ATTACHMENTS_LIMIT_KEY), so nothing is lost later at Save.
 */
import { useEffect } from 'react';
import { useNotify } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { ATTACHMENTS_LIMIT_KEY, MAX_ANNOUNCEMENT_ATTACHMENTS, limitAttachments } from '../../src/lib/announcements';

export function useAttachmentLimit(source: string): void {
  const notify = useNotify();
  const { setValue } = useFormContext();
  const files: unknown = useWatch({ name: source });
  useEffect(() => {
    if (!Array.isArray(files)) return;
    const { kept, exceeded } = limitAttachments(files);
    if (!exceeded) return;
    setValue(source, kept, { shouldDirty: true, shouldValidate: true });
    notify(ATTACHMENTS_LIMIT_KEY, { type: 'warning', messageArgs: { limit: MAX_ANNOUNCEMENT_ATTACHMENTS } });
  }, [files, notify, setValue, source]);
}
