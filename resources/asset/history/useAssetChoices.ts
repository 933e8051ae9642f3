import { useGetList } from 'react-admin';

export interface AssetChoice {
  id: number;
  name: string;
  code: string;
}

/** The company's assets for the asset pickers (the first 1000 by name); none when the user may not list them. */
export function useAssetChoices(): { choices: AssetChoice[]; failed: boolean } {
  const { data, error } = useGetList('asset', { pagination: { page: 1, perPage: 1000 }, sort: { field: 'name', order: 'ASC' } });
  const choices = (data ?? []).map((record) => ({ id: Number(record.id), name: String(record.name ?? ''), code: typeof record.code === 'string' ? record.code : '' }));
  return { choices, failed: Boolean(error) };
}
