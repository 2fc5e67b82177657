import { useRetry } from '@/api/use-retry';
import { PageMeta } from '@/components/seo/page-meta';
import { PageHeading } from '@/components/ui/page-heading';
import { QueryState } from '@/components/ui/query-state';
import { useGetGalleryQuery } from '../api';
import { GalleryGrid } from '../components/gallery-grid';
import { galleryItems } from '../gallery-items';
import { MEDIA_TEXT } from '../messages';
import '../media.css';
import type { RouteHandle } from '@/types/route';
import { prerenderLoader, visitLoader } from '@/app/start-up/route-loaders';
import { prefetchGallery } from '../prefetch';

/** /life-style: the image gallery; a picture opens enlarged in an overlay. */
export default function Component() {
  const gallery = useGetGalleryQuery();
  const retry = useRetry(gallery);
  const items = galleryItems(gallery.data ?? []);
  return (
    <>
      <PageMeta fallbackTitle={MEDIA_TEXT.lifeStyleTitle} />
      <PageHeading title={MEDIA_TEXT.lifeStyleTitle} />
      <div className="container py-4 media-page">
        <QueryState
          isLoading={gallery.isLoading}
          isError={gallery.isError}
          error={gallery.error}
          errorText={MEDIA_TEXT.galleryFailed}
          onRetry={retry}
          isEmpty={items.length === 0}
          loadingText={MEDIA_TEXT.loadingGallery}
          emptyText={MEDIA_TEXT.noImages}
        >
          <GalleryGrid items={items} />
        </QueryState>
      </div>
    </>
  );
}

export const handle: RouteHandle = {
  title: 'Life Style',
  description: 'A gallery of pictures from the apricot lifestyle.',
  ownHead: true,
};

export const loader = prerenderLoader(prefetchGallery);
export const clientLoader = visitLoader();
