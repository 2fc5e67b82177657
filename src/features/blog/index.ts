export { prefetchBlogList, prefetchBlogPost } from './prefetch';
