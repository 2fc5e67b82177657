import { clsx } from 'clsx';
import { Suspense, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { useAppSelector } from '@/app/hooks';
import { selectFirstName, selectIsRole2, useLogout } from '@/features/auth';
import { accountLinks } from './nav-links';
import { lazyPart } from '@/lib/lazy-part';

// The dialog (react-bootstrap Modal) loads only when a retailer opens it: it is not in the entry chunk.
const QuickCheckoutDialog = lazyPart(() =>
  import('@/features/quick-checkout').then((module) => module.QuickCheckoutDialog),
).Component;

const focusableItems = (list: HTMLElement | null) =>
  Array.from(list?.querySelectorAll<HTMLElement>('a, button') ?? []);

/**
 * Spec §2.2 account menu; Quick Checkout only for role cookie 2. A disclosure button with a list of
 * links and buttons (no Popper): Enter/Space opens, arrows move, Escape and outside clicks close.
 */
export function AccountMenu() {
  const firstName = useAppSelector(selectFirstName);
  const isRole2 = useAppSelector(selectIsRole2);
  const logout = useLogout();
  const name = firstName || 'My Account';
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [quickCheckoutOpen, setQuickCheckoutOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  // Opening by arrow key focuses an item once the list is shown (after the commit).
  const focusOnOpen = useRef<'first' | 'last' | null>(null);
  useEffect(() => {
    const target = focusOnOpen.current;
    if (!open || !target) return;
    focusOnOpen.current = null;
    const items = focusableItems(listRef.current);
    items[target === 'first' ? 0 : items.length - 1]?.focus();
  }, [open]);

  const close = (restoreFocus: boolean) => {
    setOpen(false);
    if (restoreFocus) toggleRef.current?.focus();
  };

  const moveFocus = (step: number | 'first' | 'last') => {
    const items = focusableItems(listRef.current);
    if (items.length === 0) return;
    const current = items.indexOf(document.activeElement as HTMLElement);
    // From the toggle (no item focused yet), Up goes to the last item and Down to the first.
    const from = current === -1 && step === -1 ? 0 : current;
    const next =
      step === 'first'
        ? 0
        : step === 'last'
          ? items.length - 1
          : (from + step + items.length) % items.length;
    items[next]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      event.stopPropagation();
      close(true);
      return;
    }
    const moves: Record<string, number | 'first' | 'last'> = {
      ArrowDown: 1,
      ArrowUp: -1,
      Home: 'first',
      End: 'last',
    };
    const move = moves[event.key];
    if (move === undefined) return;
    event.preventDefault();
    if (!open) {
      focusOnOpen.current = move === -1 || move === 'last' ? 'last' : 'first';
      setOpen(true);
      return;
    }
    moveFocus(move);
  };

  return (
    <>
      <div
        ref={rootRef}
        className="account-menu"
        onKeyDown={onKeyDown}
        onBlur={(event) => {
          // Tabbing away closes the menu. A null relatedTarget is a pointer press (Safari does not focus
          // what is clicked): closing then would hide the item before its click lands; outside presses
          // are handled by the pointerdown listener.
          const next = event.relatedTarget as Node | null;
          if (open && next && !rootRef.current?.contains(next)) setOpen(false);
        }}
      >
        <button
          ref={toggleRef}
          type="button"
          className="btn btn-link header-action account-menu__toggle dropdown-toggle"
          aria-label={`${name} account menu`}
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((value) => !value)}
        >
          <span className="account-menu__name">{name}</span>
        </button>
        <ul
          ref={listRef}
          id={listId}
          className={clsx('dropdown-menu dropdown-menu-end account-menu__list', open && 'show')}
          hidden={!open}
        >
          {accountLinks.map((link) => (
            <li key={link.to}>
              <Link className="dropdown-item" to={link.to} onClick={() => close(false)}>
                {link.label}
              </Link>
            </li>
          ))}
          {isRole2 && (
            <li>
              <button
                type="button"
                className="dropdown-item"
                onClick={() => {
                  // Focus on the toggle first: the dialog returns focus to it when it closes.
                  close(true);
                  setQuickCheckoutOpen(true);
                }}
              >
                Quick Checkout
              </button>
            </li>
          )}
          <li>
            <hr className="dropdown-divider" />
          </li>
          <li>
            <button
              type="button"
              className="dropdown-item"
              onClick={() => {
                close(false);
                void logout();
              }}
            >
              Logout
            </button>
          </li>
        </ul>
      </div>
      {isRole2 && quickCheckoutOpen && (
        <Suspense fallback={null}>
          <QuickCheckoutDialog onHide={() => setQuickCheckoutOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
