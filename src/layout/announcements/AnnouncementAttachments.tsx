import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import { useTranslate } from 'ra-core';
import { downloadFile } from '../../api';
import { MAX_ANNOUNCEMENT_ATTACHMENTS, type AnnouncementAttachment } from '../../lib/announcements';

/** Up to 5 attachments (spec §5), each downloaded through the console's download helper. */
export function AnnouncementAttachments({ attachments }: { attachments: AnnouncementAttachment[] }) {
  const translate = useTranslate();
  if (attachments.length === 0) return null;
  return (
    <Stack spacing={0.5} sx={{ mt: 2 }} component="section" aria-label={translate('app.announcements.attachments')}>
      <Typography variant="subtitle2">{translate('app.announcements.attachments')}</Typography>
      {attachments.slice(0, MAX_ANNOUNCEMENT_ATTACHMENTS).map((attachment) => (
        <Link
          key={attachment.url + attachment.name}
          component="button"
          type="button"
          onClick={() => void downloadFile(attachment.url, attachment.name).catch(() => undefined)}
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, alignSelf: 'flex-start' }}
        >
          <AttachFileIcon fontSize="small" />
          {attachment.name}
        </Link>
      ))}
    </Stack>
  );
}
