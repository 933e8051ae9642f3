/** Devices matching typed text (number or name), asked of the server once typing pauses. */
import { useEffect, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { commandsApi, type DeviceSearch } from './commandsApi';

const SEARCH_DELAY_MS = 250;
const OPTIONS_SHOWN = 20;

export function useDeviceSearch(narrow: Pick<DeviceSearch, 'type' | 'model'> = {}) {
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const query = useQuery({
    queryKey: ['command', 'devices', narrow.type ?? null, narrow.model ?? null, search],
    queryFn: ({ signal }) => commandsApi.devices({ q: search, ...narrow, limit: OPTIONS_SHOWN }, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    retry: false,
    refetchOnWindowFocus: false,
  });
  return {
    text,
    setText,
    options: query.data?.list ?? [],
    loading: query.isFetching,
    failed: query.isError,
    retry: () => void query.refetch(),
  };
}
