/**
 * A form dialog's onClose that ignores a click on the backdrop: a stray click must not throw
 * away what the user typed. Escape and the cancel button still close it.
 */
export function keepOnBackdrop(onClose: () => void) {
  return (_event: object, reason: 'backdropClick' | 'escapeKeyDown') => {
    if (reason !== 'backdropClick') onClose();
  };
}
