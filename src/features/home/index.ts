export { prefetchHome } from './prefetch';
