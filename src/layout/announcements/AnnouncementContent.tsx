import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { announcementFrameUrl, decodeAnnouncementHtml, HTML_CONTENT_TYPE, type AnnouncementView } from '../../lib/announcements';
import { sanitizeHtml } from '../../lib/safeHtml';

/**
 * An announcement's body: encoded HTML (contentType 1) shown only after DOMPurify, or a URL shown
 * in a sandboxed frame (http(s) only; scripts without the same origin, no top navigation).
 */
export function AnnouncementContent({ announcement }: { announcement: AnnouncementView }) {
  const translate = useTranslate();
  const html = useMemo(
    () => (announcement.contentType === HTML_CONTENT_TYPE ? sanitizeHtml(decodeAnnouncementHtml(announcement.content), window) : null),
    [announcement],
  );
  const frameUrl = useMemo(
    () => (announcement.contentType === HTML_CONTENT_TYPE ? null : announcementFrameUrl(announcement.content, window.location.origin)),
    [announcement],
  );

  if (html !== null) {
    return (
      <Box
        data-testid="announcement-html"
        sx={{ overflowWrap: 'anywhere', '& img': { maxWidth: '100%', height: 'auto' }, '& table': { maxWidth: '100%' } }}
        // sanitized just above with the one policy of src/lib/safeHtml.ts
        dangerouslySetInnerHTML={{ __html: html }}
      />
    );
  }
  if (frameUrl === null) {
    return <Typography color="text.secondary">{translate('app.announcements.badAddress')}</Typography>;
  }
  return (
    <Box
      component="iframe"
      data-testid="announcement-frame"
      title={announcement.title}
      src={frameUrl}
      sandbox="allow-scripts allow-popups allow-popups-to-escape-sandbox allow-downloads"
      referrerPolicy="no-referrer"
      sx={{ width: '100%', height: { xs: 360, sm: 480 }, border: 0, display: 'block' }}
    />
  );
}
