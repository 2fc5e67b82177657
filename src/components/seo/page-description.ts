import { createContext, useContext, useEffect } from 'react';

/** Set by the layout: whether the page on screen writes its own meta description. */
export const PageDescriptionContext = createContext<(pageHasOne: boolean) => void>(() => {});

/**
 * Tells the layout that the page writes its own description, so the layout's default steps aside:
 * React 19 hoists every rendered <meta> into the head, and with two the generic one came first.
 */
export const usePageDescription = (pageHasOne: boolean) => {
  const report = useContext(PageDescriptionContext);
  useEffect(() => {
    if (!pageHasOne) return;
    report(true);
    return () => report(false);
  }, [pageHasOne, report]);
};
