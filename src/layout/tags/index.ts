/** The tab bar and page cache: the folder's public face. */
export { TagsProvider } from './TagsProvider';
export { TagsView } from './TagsView';
export { KeepAliveOutlet } from './KeepAliveOutlet';
export { usePageVisible } from './usePageVisible';
export { MAX_CACHED_PAGES } from './tagsStore';
export type { PageTable, PageTableEntry } from './pageTable';
