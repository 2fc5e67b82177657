import type { LoaderFunctionArgs } from 'react-router-dom';
import type { AppDispatch } from './store';

/**
 * Starts a page's API calls from its route loader, so they run while the page's lazy chunk downloads
 * instead of after it has rendered. The page's own query hooks then join the request in flight.
 */
export type RoutePrefetch = (dispatch: AppDispatch, args: LoaderFunctionArgs) => void;
