/**
 * The commands a page just sent, kept current: polled while any is pending and the page is the
 * tab shown (usePageVisible: a hidden tab asks nothing), and no more once all are final.
 */
import { useQuery } from '@tanstack/react-query';
import { isPending, type DeviceCommand } from '../../../src/lib/deviceCommands';
import { usePageVisible } from '../../../src/framework/usePageVisible';
import { commandsApi } from './commandsApi';

export const POLL_MS = 1500;

export interface LiveCommands {
  commands: DeviceCommand[];
  /** some command is still on its way */
  pending: boolean;
  /** being kept current now (pending and shown) */
  polling: boolean;
  /** the last poll failed (the last states known stay shown) */
  failed: boolean;
}

export function useLiveCommands(sent: readonly DeviceCommand[]): LiveCommands {
  const visible = usePageVisible();
  const ids = sent.map((c) => c.id);
  const query = useQuery({
    queryKey: ['command', 'live', ids],
    queryFn: ({ signal }) => commandsApi.byIds(ids, signal),
    enabled: ids.length > 0,
    // what the send answered, so the list shows at once; the first poll follows
    initialData: { list: [...sent], total: sent.length },
    initialDataUpdatedAt: 0,
    refetchInterval: (q) => (visible && (q.state.data?.list ?? []).some((c) => isPending(c.state)) ? POLL_MS : false),
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: false,
    retry: false,
  });
  const byId = new Map((query.data?.list ?? []).map((c) => [c.id, c]));
  const commands = sent.map((c) => byId.get(c.id) ?? c);
  const pending = commands.some((c) => isPending(c.state));
  return { commands, pending, polling: pending && visible, failed: query.isError };
}
