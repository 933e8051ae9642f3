/**
 * The Fullscreen API for the wall-screen monitor (spec §8: a fullscreen-unsupported message
 * exists). `supported` is false where the browser has no API or forbids it (an iframe without
 * permission); `enter` needs a user gesture, so a refusal on opening is quiet and the page offers
 * a button.
 */
import { useCallback, useEffect, useState } from 'react';

export interface FullscreenModel {
  supported: boolean;
  active: boolean;
  enter(): void;
  exit(): void;
}

export function fullscreenSupported(doc: Document | undefined = globalThis.document): boolean {
  return !!doc && doc.fullscreenEnabled === true && typeof doc.documentElement.requestFullscreen === 'function';
}

/** Asks for the whole document full screen; true when it was asked (a refusal comes later and is quiet). */
export function requestDocumentFullscreen(doc: Document | undefined = globalThis.document): boolean {
  if (!fullscreenSupported(doc)) return false;
  doc!.documentElement.requestFullscreen().catch(() => undefined);
  return true;
}

export function useFullscreen(): FullscreenModel {
  const supported = fullscreenSupported();
  const [active, setActive] = useState(() => supported && document.fullscreenElement !== null);
  useEffect(() => {
    if (!supported) return undefined;
    const changed = () => setActive(document.fullscreenElement !== null);
    document.addEventListener('fullscreenchange', changed);
    changed();
    return () => document.removeEventListener('fullscreenchange', changed);
  }, [supported]);
  const enter = useCallback(() => void requestDocumentFullscreen(), []);
  const exit = useCallback(() => {
    if (supported && document.fullscreenElement) document.exitFullscreen().catch(() => undefined);
  }, [supported]);
  return { supported, active, enter, exit };
}
