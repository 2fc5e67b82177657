import {
  createContext,
  useContext,
  useLayoutEffect,
  useState,
  type Dispatch,
  type ReactNode,
  type SetStateAction,
} from 'react';

export type PageHead = { title: string; description?: string };

const PageHeadContext = createContext<Dispatch<SetStateAction<PageHead | null>>>(() => {});

/**
 * The build's prerender of a page (src/app/prerender.tsx) runs no effects: it learns the page's head
 * from this callback, called while the page renders. Nothing provides it in the browser.
 */
export const PageHeadCollector = createContext<((head: PageHead) => void) | null>(null);

type PageHeadProviderProps = {
  defaultTitle: string;
  defaultDescription: string;
  children: ReactNode;
};

/**
 * The document's one <title> and one meta description: the page's own while a page reports them
 * (usePageHead), else the defaults. React 19 hoists every <title> and <meta> it renders, so a page
 * and the layout each rendering theirs left two of each in the head.
 */
export function PageHeadProvider({
  defaultTitle,
  defaultDescription,
  children,
}: PageHeadProviderProps) {
  const [page, setPage] = useState<PageHead | null>(null);
  return (
    <PageHeadContext.Provider value={setPage}>
      <title>{page?.title ?? defaultTitle}</title>
      <meta name="description" content={page?.description ?? defaultDescription} />
      {children}
    </PageHeadContext.Provider>
  );
}

/** Makes `title` (and `description`, when given) the document's while the calling page is mounted. */
export const usePageHead = (title: string, description?: string) => {
  const setPage = useContext(PageHeadContext);
  useContext(PageHeadCollector)?.({ title, description });
  // Before paint, so the default title never shows between the page's commit and this.
  useLayoutEffect(() => {
    const head = { title, description };
    setPage(head);
    return () => setPage((current) => (current === head ? null : current));
  }, [title, description, setPage]);
};
