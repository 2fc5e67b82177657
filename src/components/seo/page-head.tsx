import {
  createContext,
  useCallback,
  useContext,
  useLayoutEffect,
  useRef,
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
  /** The current path: the prerendered head (below) stands for the page the document opened on only. */
  path?: string;
  children: ReactNode;
};

type OpeningHead = { path: string; head: PageHead };

/** The title and description the build rendered into the HTML (src/app/prerender.tsx), if any. */
const prerenderedHead = (path: string | undefined): OpeningHead | null => {
  if (path === undefined || typeof document === 'undefined') return null;
  const title = document.head.querySelector('title[data-prerendered]')?.textContent;
  if (!title) return null;
  const description = document.head
    .querySelector('meta[name="description"][data-prerendered]')
    ?.getAttribute('content');
  return { path, head: { title, description: description ?? undefined } };
};

/**
 * The document's one <title> and one meta description: the page's own while a page reports them
 * (usePageHead), else the defaults. React 19 hoists every <title> and <meta> it renders, so a page
 * and the layout each rendering theirs left two of each in the head.
 */
export function PageHeadProvider({
  defaultTitle,
  defaultDescription,
  path,
  children,
}: PageHeadProviderProps) {
  const [page, setPage] = useState<PageHead | null>(null);
  // The app's first commit replaces the prerendered page, whose head the build took from the same
  // page: shown from the start, it spares the page's report a state update in that commit, which
  // would render again at once and run every passive effect in the same long task.
  const [opening, setOpening] = useState(() => prerenderedHead(path));
  if (opening && opening.path !== path) setOpening(null);
  const shown = page ?? opening?.head;
  const title = shown?.title ?? defaultTitle;
  const description = shown?.description ?? defaultDescription;

  const committed = useRef(false);
  const firstShown = useRef({ title, description, defaultDescription });
  useLayoutEffect(() => {
    committed.current = true;
  }, []);
  const report = useCallback<Dispatch<SetStateAction<PageHead | null>>>((update) => {
    // Pages' layout effects run before this provider's: in the first commit, a report of the head
    // already shown changes nothing.
    const shownAlready =
      !committed.current &&
      typeof update === 'object' &&
      update !== null &&
      update.title === firstShown.current.title &&
      (update.description ?? firstShown.current.defaultDescription) ===
        firstShown.current.description;
    if (!shownAlready) setPage(update);
  }, []);
  return (
    <PageHeadContext.Provider value={report}>
      <title>{title}</title>
      <meta name="description" content={description} />
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
