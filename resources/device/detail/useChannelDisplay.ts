import { useGetList } from 'react-admin';
import type { ChannelDisplay } from './channelDisplay';

/**
 * The company's channel display of a device model (Management › Channel display, issue 30 §4);
 * undefined while loading, when none is set, or when the user may not read them.
 */
export function useChannelDisplay(model: string | undefined): ChannelDisplay | undefined {
  const { data } = useGetList<ChannelDisplay & { id: number }>(
    'channelDisplay',
    { filter: { deviceModel: model }, pagination: { page: 1, perPage: 1 }, sort: { field: 'id', order: 'ASC' } },
    { enabled: Boolean(model), retry: false },
  );
  return data?.[0];
}
