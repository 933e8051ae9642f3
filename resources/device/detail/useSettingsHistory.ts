/**
 * The device's last commands (settings and upgrades, newest first) for its detail page, kept
 * current while one is pending and the tab is shown: the same records as the setting records page.
 */
import { useQuery } from '@tanstack/react-query';
import { isPending } from '../../../src/lib/deviceCommands';
import { usePageVisible } from '../../../src/framework/usePageVisible';
import { commandsApi } from '../commands/commandsApi';

export const HISTORY_ROWS = 5;
const REFRESH_MS = 3000;

export function useSettingsHistory(deviceId: number) {
  const visible = usePageVisible();
  return useQuery({
    queryKey: ['command', 'records', { deviceId }, 'detail'],
    queryFn: ({ signal }) => commandsApi.list({ deviceId, page: 1, limit: HISTORY_ROWS }, signal),
    refetchInterval: (q) => (visible && (q.state.data?.list ?? []).some((c) => isPending(c.state)) ? REFRESH_MS : false),
    refetchOnWindowFocus: false,
    retry: false,
  });
}
