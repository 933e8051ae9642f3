/**
 * Whether the browser tab is shown. The full-screen monitor stands outside the layout's tab cache,
 * so the document's own visibility tells it to stop work while hidden (no polling, no socket).
 */
import { useEffect, useState } from 'react';

const shown = () => typeof document === 'undefined' || document.visibilityState !== 'hidden';

export function useDocumentVisible(): boolean {
  const [visible, setVisible] = useState(shown);
  useEffect(() => {
    const changed = () => setVisible(shown());
    document.addEventListener('visibilitychange', changed);
    return () => document.removeEventListener('visibilitychange', changed);
  }, []);
  return visible;
}
