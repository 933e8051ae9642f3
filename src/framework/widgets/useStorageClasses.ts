import { useGetList } from 'react-admin';

export interface StorageClassRecord {
  id: number;
  name: string;
  minTemperature: number;
  maxTemperature: number;
}

/** The company's storage and transport classes (issue 30 §4), by name. */
export function useStorageClasses(): { classes: StorageClassRecord[]; loading: boolean } {
  const { data, isPending } = useGetList<StorageClassRecord>('storageClass', { pagination: { page: 1, perPage: 100 }, sort: { field: 'name', order: 'ASC' } }, { retry: false });
  return { classes: data ?? [], loading: isPending };
}
