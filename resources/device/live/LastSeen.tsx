import { useLocaleState, useTranslate } from 'ra-core';
import { formatDateTime } from '../../../src/lib/dateTimeFormat';
import { relativeTime } from './relativeTime';

/** When a device was last heard from, as relative time; the exact moment in its tooltip. */
export function LastSeen({ at, now }: { at: number | null; now: number }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { key, count } = relativeTime(at, now);
  const text = translate(key, count === undefined ? {} : { smart_count: count });
  if (at === null) return <span>{text}</span>;
  const date = new Date(at * 1000);
  return (
    <time dateTime={date.toISOString()} title={formatDateTime(at, locale, { seconds: true })}>
      {text}
    </time>
  );
}
