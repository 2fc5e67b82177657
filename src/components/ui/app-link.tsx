import { createContext, useContext, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { Link } from 'react-router';

/** Goes to a page of the app through the router, with the given location state. */
export type AppNavigate = (to: string, state: unknown) => void;

/** The router's navigation, given once by the app's layout to every AppLink below it. */
export const AppNavigateContext = createContext<AppNavigate | null>(null);

/** A plain left click on a link opening in this tab: the router's to handle, as its Link does. */
const isRouterClick = (event: MouseEvent<HTMLAnchorElement>): boolean =>
  !event.defaultPrevented &&
  event.button === 0 &&
  !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) &&
  (!event.currentTarget.target || event.currentTarget.target === '_self');

export type AppLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** An absolute path of the app (src/config/paths). */
  to: string;
  state?: unknown;
};

/**
 * A link to a page of the app for long lists (a product card's name). React Router's Link runs about
 * twenty hooks and three effects a link, and a listing of 400 products has 440 of them; this reads one
 * context, the layout's navigate. Outside the layout (a component rendered alone) it is the router's
 * Link.
 */
export function AppLink({ to, state, onClick, children, ...rest }: AppLinkProps) {
  const navigate = useContext(AppNavigateContext);
  if (!navigate)
    return (
      <Link {...rest} to={to} state={state} onClick={onClick}>
        {children}
      </Link>
    );
  return (
    <a
      {...rest}
      href={to}
      onClick={(event) => {
        onClick?.(event);
        if (!isRouterClick(event)) return;
        event.preventDefault();
        navigate(to, state);
      }}
    >
      {children}
    </a>
  );
}
