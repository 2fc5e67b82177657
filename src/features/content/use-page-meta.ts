import { skipToken } from '@reduxjs/toolkit/query';
import type { PageMeta } from '@/types/api';
import { useGetPageMetaQuery } from './api';

/** The page's metadata record (first item of /pages/tags/{id}); undefined while loading or on failure. */
export const usePageMeta = (pageId: number | null | undefined): PageMeta | null | undefined => {
  const { data } = useGetPageMetaQuery(pageId ?? skipToken);
  return data;
};
