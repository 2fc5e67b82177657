import { baseApi } from '@/api/base-api';
import { answer, entityOf, id, inData, list, optText, rows, text } from '@/api/schema';
import type { GalleryImage, Video } from '@/types/api';

export const video = entityOf<Video>()({ id, title: text, link: text });
export const galleryImage = entityOf<GalleryImage>()({ image: text, image_url: optText });

export const mediaApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getVideos: build.query<Video[], void>({
      query: () => '/slider/videos',
      transformResponse: answer(inData(rows(video))),
    }),
    getGallery: build.query<GalleryImage[], void>({
      query: () => '/gallery',
      transformResponse: answer(inData(list(galleryImage))),
    }),
  }),
});

export const { useGetGalleryQuery, useGetVideosQuery } = mediaApi;
