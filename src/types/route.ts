/** What the layout reads of a page's route module `handle`. */
export type RouteHandle = {
  /** The page banner's title, and the document title of a page that renders no head of its own. */
  title: string;
  /** The meta description of a page that renders no head of its own. */
  description?: string;
  /** The page renders its own title and description (PageMeta), from its answers. */
  ownHead?: boolean;
  /**
   * A password or a card number is typed on this page: no third-party script may run in its
   * document (src/app/root-layout.tsx, decision 034). `guest-password`: only a guest types one here
   * (the cart's inline login form); a signed-in visitor's page is not marked.
   */
  secretEntry?: 'password' | 'card' | 'guest-password';
};
