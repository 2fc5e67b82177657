import { Outlet } from 'react-router';
import { RouteError } from './route-error';

/** The pages' common parent: a page that throws shows RouteError in the shell, not a blank page. */
export default function PageBoundary() {
  return <Outlet />;
}

export const ErrorBoundary = RouteError;
