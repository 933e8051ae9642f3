import { useGetList } from 'react-admin';

interface DictionaryRecord {
  id: number;
  code: string;
  items?: string[];
}

/**
 * The items of the company's data dictionary `code` (issue 30 §4): what a form's input offers, so
 * that an item added on the Data dictionary page appears in it. None while loading, when the
 * dictionary does not exist, or when the user may not read the dictionaries: the input stays free text.
 */
export function useDictionaryItems(code: string | undefined): { items: string[]; loading: boolean } {
  const { data, isPending } = useGetList<DictionaryRecord>(
    'dataDictionary',
    { filter: { code }, pagination: { page: 1, perPage: 1 }, sort: { field: 'id', order: 'ASC' } },
    { enabled: Boolean(code), retry: false },
  );
  return { items: data?.[0]?.items ?? [], loading: Boolean(code) && isPending };
}
