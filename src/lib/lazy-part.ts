import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * A part of a page whose code loads later (docs/performance.md): its component, a way to start the
 * download early, and a way to ask again after a failed download.
 */
export type LazyPart<P extends object> = {
  /**
   * The React.lazy component, made once where the part is declared (module level): a prerendered
   * part hydrates with the same component every render.
   */
  Component: LazyExoticComponent<ComponentType<P>>;
  /** Starts the download; a failure is left to the part, which asks again and says so. */
  preload: () => void;
  /** A new lazy component of the same module, for Try again: React keeps a failed one failed. */
  again: () => LazyExoticComponent<ComponentType<P>>;
};

/**
 * The one way to load a component later: `lazyPart(() => import('./x').then((m) => m.X))`, a named
 * export without React.lazy's `{ default }` adapter. `useLazyPart` (src/hooks) adds Try again.
 */
export const lazyPart = <P extends object>(load: () => Promise<ComponentType<P>>): LazyPart<P> => {
  const loadModule = () => load().then((Component) => ({ default: Component }));
  return {
    Component: lazy(loadModule),
    preload: () => void loadModule().catch(() => undefined),
    again: () => lazy(loadModule),
  };
};
