import { createContext, useContext, useState } from 'react';
import { createTagsStore, type TagsStore } from './tagsStore';

/** The tab store of the current login; TagsProvider makes one per console mount. */
export const TagsStoreContext = createContext<TagsStore | null>(null);

export function useTagsStore(): TagsStore {
  // Outside a provider (a layout rendered alone in a test): a store of this component's own,
  // never one at module level, which would outlive the login.
  const [own] = useState(createTagsStore);
  return useContext(TagsStoreContext) ?? own;
}
