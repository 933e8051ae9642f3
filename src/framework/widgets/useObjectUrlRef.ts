import { useCallback } from 'react';

/**
 * A ref for the <img> (`src`) or <a> (`href`) that shows a picked file: its object URL lives
 * exactly as long as the element (a removed file, a closed form) and is then revoked. React 19
 * runs a ref callback's returned cleanup when the element goes or the file changes.
 */
export function useObjectUrlRef(blob: Blob | undefined, attribute: 'src' | 'href') {
  return useCallback(
    (element: HTMLElement | null) => {
      if (!element || !blob) return undefined;
      const url = URL.createObjectURL(blob);
      element.setAttribute(attribute, url);
      return () => URL.revokeObjectURL(url);
    },
    [blob, attribute],
  );
}
