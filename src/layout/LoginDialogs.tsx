import { useCallback, useState } from 'react';
import { AnnouncementDialog } from './announcements';
import { RenewalDialog } from './renewal';

/**
 * The dialogs after login and after a reload (spec §4), one at a time, so two modal dialogs never
 * stack: the unread announcements first, then, once they are done (none, all moved past, or their
 * load failed), the renewal notice is asked for and shown.
 */
export function LoginDialogs() {
  const [announcementsDone, setAnnouncementsDone] = useState(false);
  const done = useCallback(() => setAnnouncementsDone(true), []);
  return (
    <>
      <AnnouncementDialog onSettled={done} />
      <RenewalDialog ready={announcementsDone} />
    </>
  );
}
