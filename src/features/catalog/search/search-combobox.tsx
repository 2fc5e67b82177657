import { clsx } from 'clsx';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import { useNavigate } from 'react-router';
import { FALLBACK_PRODUCT_IMAGE } from '@/components/product-card/fallback-image';
import { Highlight } from '@/components/ui/highlight';
import { itemHref, searchHref } from '@/config/paths';
import { formatMoney } from '@/lib/money';
import { safeUrl } from '@/lib/safe-url';
import type { Product } from '@/types/api';
import { SEARCH_MESSAGES } from '../messages';
import { clearRecentSearches, readRecentSearches, rememberSearch } from './recent-searches';
import { MAX_SUGGESTIONS, useSearchSuggestions } from './use-search-suggestions';
import './search-combobox.css';

type Option =
  | { kind: 'product'; key: string; product: Product; href: string }
  | { kind: 'all'; key: string; href: string }
  | { kind: 'recent'; key: string; text: string; href: string };

/**
 * The header search (spec §2.2) as a WAI-ARIA 1.2 combobox with a list popup, from the first paint:
 * product suggestions while typing, the last searches of this device on an empty box. The form
 * submits to /search?search={text}, URL-encoded; blank text does nothing.
 */
export function SearchCombobox() {
  const navigate = useNavigate();
  const inputId = useId();
  const listId = useId();
  const optionId = (index: number) => `${listId}-option-${index}`;
  const inputRef = useRef<HTMLInputElement>(null);
  const rootRef = useRef<HTMLFormElement>(null);
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // Read again on every focus: a search since the page loaded is among them.
  const [recent, setRecent] = useState<string[]>([]);
  const query = text.trim();
  const suggestions = useSearchSuggestions(text);

  const options: Option[] =
    suggestions.status === 'done'
      ? suggestions.products.length === 0
        ? []
        : [
            ...suggestions.products.slice(0, MAX_SUGGESTIONS).map((product): Option => ({
              kind: 'product',
              key: `p${product.id}`,
              product,
              href: itemHref(product.id, product.product_url),
            })),
            { kind: 'all', key: 'all', href: searchHref(query) },
          ]
      : !query
        ? recent.map((item, index): Option => ({
            kind: 'recent',
            key: `r${index}`,
            text: item,
            href: searchHref(item),
          }))
        : [];
  const productCount = options.filter((option) => option.kind === 'product').length;
  const empty = suggestions.status === 'done' && productCount === 0;
  const expanded = open && options.length > 0;
  const highlighted = expanded && active < options.length ? active : -1;

  // Focus stays in the box, so the page does not follow the highlight by itself: a long list on a
  // short screen scrolls the highlighted option into view.
  const activeId = highlighted >= 0 ? optionId(highlighted) : undefined;
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const choose = (option: Option) => {
    rememberSearch(option.kind === 'recent' ? option.text : query);
    close();
    void navigate(option.href);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!query) return;
    rememberSearch(query);
    close();
    void navigate(searchHref(query));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        if (!open) {
          setOpen(true);
          return;
        }
        if (!options.length) return;
        const step = event.key === 'ArrowDown' ? 1 : -1;
        // From no highlight, Down goes to the first option and Up to the last; past an end, none.
        if (highlighted === -1) setActive(step === 1 ? 0 : options.length - 1);
        else {
          const next = highlighted + step;
          setActive(next < 0 || next >= options.length ? -1 : next);
        }
        return;
      }
      case 'Enter': {
        const option = highlighted >= 0 ? options[highlighted] : undefined;
        if (!option) return; // the form submits: the results page
        event.preventDefault();
        choose(option);
        return;
      }
      case 'Escape':
        // A search input would also clear its text on Escape: the text stays.
        event.preventDefault();
        close();
        return;
      case 'Tab':
        close();
        return;
    }
  };

  const onBlur = (event: FocusEvent<HTMLFormElement>) => {
    if (!rootRef.current?.contains(event.relatedTarget as Node | null)) close();
  };

  const status = !open
    ? ''
    : empty
      ? SEARCH_MESSAGES.noSuggestions(query)
      : productCount > 0
        ? SEARCH_MESSAGES.count(productCount)
        : expanded
          ? SEARCH_MESSAGES.recentCount(options.length)
          : '';

  return (
    <form
      ref={rootRef}
      role="search"
      className="header-search search-combobox"
      onSubmit={onSubmit}
      onBlur={onBlur}
    >
      <label htmlFor={inputId} className="visually-hidden">
        {SEARCH_MESSAGES.label}
      </label>
      <input
        ref={inputRef}
        id={inputId}
        type="search"
        role="combobox"
        className="form-control"
        placeholder={SEARCH_MESSAGES.label}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => {
          setRecent(readRecentSearches());
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
        autoComplete="off"
        enterKeyHint="search"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={activeId}
      />
      <button type="submit" className="btn btn-primary">
        {SEARCH_MESSAGES.submit}
      </button>
      <div className={clsx('search-combobox__popup', { 'd-none': !expanded && !(open && empty) })}>
        {open && empty && <p className="search-combobox__empty mb-0">{status}</p>}
        {!query && expanded && (
          <div className="search-combobox__recent-head">
            <span id={`${listId}-recent`}>{SEARCH_MESSAGES.recentSearches}</span>
            <button
              type="button"
              className="btn btn-link btn-sm"
              aria-label={SEARCH_MESSAGES.clearRecentLabel}
              onClick={() => {
                clearRecentSearches();
                setRecent([]);
                inputRef.current?.focus();
              }}
            >
              {SEARCH_MESSAGES.clearRecent}
            </button>
          </div>
        )}
        <ul
          id={listId}
          role="listbox"
          aria-label={query ? SEARCH_MESSAGES.suggestions : SEARCH_MESSAGES.recentSearches}
          className="search-combobox__list list-unstyled mb-0"
          hidden={!expanded}
        >
          {expanded &&
            options.map((option, index) => (
              <li
                key={option.key}
                id={optionId(index)}
                role="option"
                aria-selected={index === highlighted}
                className={clsx('search-combobox__option', {
                  'search-combobox__option--active': index === highlighted,
                  'search-combobox__option--all': option.kind === 'all',
                })}
                // The input keeps focus (and the popup stays) while the option is pressed.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(option)}
              >
                {option.kind === 'product' ? (
                  <ProductOption product={option.product} match={query} />
                ) : option.kind === 'all' ? (
                  SEARCH_MESSAGES.seeAll(query)
                ) : (
                  option.text
                )}
              </li>
            ))}
        </ul>
      </div>
      <div role="status" className="visually-hidden">
        {status}
      </div>
    </form>
  );
}

function ProductOption({ product, match }: { product: Product; match: string }) {
  const [failed, setFailed] = useState(false);
  const image = safeUrl(product.image);
  return (
    <>
      <img
        src={image && !failed ? image : FALLBACK_PRODUCT_IMAGE}
        alt=""
        width={60}
        height={60}
        loading="lazy"
        className="search-combobox__image"
        onError={() => setFailed(true)}
      />
      <span className="search-combobox__name">
        <Highlight text={product.product_name} match={match} />
      </span>
      <span className="search-combobox__price">{formatMoney(product.sell_price)}</span>
    </>
  );
}
