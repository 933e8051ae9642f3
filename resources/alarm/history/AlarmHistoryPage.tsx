import type { PageProps } from '../../../src/framework';
import { HistoryView } from './HistoryView';

/** /alarm/history (issue 13 §4). */
export function AlarmHistoryPage({ name }: PageProps) {
  return <HistoryView name={name} advanced={false} />;
}
