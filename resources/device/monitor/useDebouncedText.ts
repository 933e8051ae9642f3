import { useEffect, useRef, useState } from 'react';

export const TEXT_DEBOUNCE_MS = 300;

/**
 * A text input's value kept locally and handed on after a pause in typing, so that each keystroke
 * is not a request. A new outside value (a cleared filter) replaces what is typed.
 */
export function useDebouncedText(value: string, commit: (text: string) => void, delayMs = TEXT_DEBOUNCE_MS): [string, (text: string) => void] {
  const [text, setText] = useState(value);
  // a new outside value replaces the text (React's "adjust state when a prop changes")
  const [outside, setOutside] = useState(value);
  if (value !== outside) {
    setOutside(value);
    setText(value);
  }
  const latestCommit = useRef(commit);
  useEffect(() => {
    latestCommit.current = commit;
  });
  useEffect(() => {
    if (text === value) return undefined;
    const timer = setTimeout(() => latestCommit.current(text), delayMs);
    return () => clearTimeout(timer);
  }, [text, value, delayMs]);
  return [text, setText];
}
