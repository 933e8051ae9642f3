/** A waybill's legs with their temperature summaries, loaded when its row is opened. */
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../src/api';
import { REPORT_PATH, type TemperatureReport } from '../../../src/lib/reports';
import { waybillHistory } from '../waybillApi';
import { legSummaries, type LegSummary } from './legSummaries';

async function loadLegs(id: number): Promise<LegSummary[]> {
  const history = await waybillHistory(id);
  if (!history.legs.length) return [];
  // the record needs the temperature log page: without it the legs show without figures
  const report = await api
    .get<TemperatureReport>(`${REPORT_PATH}/temperature`, { target: 'waybill', id, utcOffset: -new Date().getTimezoneOffset() }, { silent: true })
    .catch(() => null);
  return legSummaries(history.legs, report);
}

export function useWaybillLegs(id: number, open: boolean) {
  return useQuery({ queryKey: ['waybillLegs', id], queryFn: () => loadLegs(id), enabled: open, retry: false });
}
