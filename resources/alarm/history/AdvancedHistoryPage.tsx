import type { PageProps } from '../../../src/framework';
import { HistoryView } from './HistoryView';

/** /alarm/advancedhistory (issue 13 §4): the history with every notification of each alarm. */
export function AdvancedHistoryPage({ name }: PageProps) {
  return <HistoryView name={name} advanced />;
}
