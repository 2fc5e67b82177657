import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { nextTask } from './next-task';

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
  // Each download starts in a task of its own, as each call does (docs/performance.md): the build's
  // import adds a <link> for each module and style sheet the part needs (20-40 for a form) in the
  // task that asks, and parts asked for together, or in the hydration's render, made one long task.
  const loadModule = () =>
    nextTask()
      .then(load)
      .then((Component) => ({ default: Component }));
  return {
    Component: lazy(loadModule),
    preload: () => void loadModule().catch(() => undefined),
    again: () => lazy(loadModule),
  };
};
