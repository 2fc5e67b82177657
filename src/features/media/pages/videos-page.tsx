import { useRetry } from '@/api/use-retry';
import { PageMeta } from '@/components/seo/page-meta';
import { PageHeading } from '@/components/ui/page-heading';
import { QueryState } from '@/components/ui/query-state';
import { useGetVideosQuery } from '../api';
import { VideoSection } from '../components/video-section';
import { MEDIA_TEXT } from '../messages';
import '../media.css';
import type { RouteHandle } from '@/types/route';
import { prerenderLoader, visitLoader } from '@/app/start-up/route-loaders';
import { prefetchVideos } from '../prefetch';

/**
 * /videos: a titled section per video, its id the anchor the home slider links to (/videos#{id}).
 * The layout scrolls to the hash once the section has rendered (useScrollOnNavigate).
 */
export default function Component() {
  const videos = useGetVideosQuery();
  const retry = useRetry(videos);
  const list = videos.data ?? [];
  return (
    <>
      <PageMeta fallbackTitle={MEDIA_TEXT.videosTitle} />
      <PageHeading title={MEDIA_TEXT.videosTitle} />
      <div className="container py-4 media-page">
        <QueryState
          isLoading={videos.isLoading}
          isError={videos.isError}
          error={videos.error}
          errorText={MEDIA_TEXT.videosFailed}
          onRetry={retry}
          isEmpty={list.length === 0}
          loadingText={MEDIA_TEXT.loadingVideos}
          emptyText={MEDIA_TEXT.noVideos}
        >
          {list.map((video) => (
            <VideoSection key={video.id} video={video} />
          ))}
        </QueryState>
      </div>
    </>
  );
}

export const handle: RouteHandle = {
  title: 'Videos',
  description: 'Videos about apricot seeds and our products.',
  ownHead: true,
};

export const loader = prerenderLoader(prefetchVideos);
export const clientLoader = visitLoader();
