export {
  CONTENT_IDS,
  contentApi,
  PAGE_META_IDS,
  useGetContentQuery,
  useGetPageMetaQuery,
  useGetSliderQuery,
} from './api';
export { prefetchPageMeta } from './prefetch';
export { usePageMeta } from './use-page-meta';
export { ContentBlocks } from './components/content-blocks';
