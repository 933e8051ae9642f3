import { useEffect } from 'react';
import { undoableEventEmitter, useNotificationContext, type NotificationPayload } from 'ra-core';
import { showToast } from '../api';

function forward({ message, type, notificationOptions }: NotificationPayload): void {
  // the console never shows an undo toast: an undoable mutation is committed at once
  if (notificationOptions?.undoable) undoableEventEmitter.emit('end', { isUndo: false });
  if (typeof message !== 'string') return;
  const params = notificationOptions?.messageArgs as Record<string, unknown> | undefined;
  showToast({ type, message, ...(params ? { params } : {}) });
}

/**
 * react-admin's notifications go to the console's one toaster (spec §8: 2 s, a close button,
 * at the top), instead of its own bottom snackbar, which lasts 4 s, pauses while hovered and so
 * can sit on a dialog's save button.
 */
export function RaNotificationBridge() {
  const { notifications, setNotifications } = useNotificationContext();
  useEffect(() => {
    if (!notifications.length) return;
    notifications.forEach(forward);
    // only those forwarded: one added since this render stays for the next run
    setNotifications((list) => list.slice(notifications.length));
  }, [notifications, setNotifications]);
  return null;
}
