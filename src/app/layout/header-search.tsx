import { useEffect, useId, useRef, useState, type ComponentType, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { searchHref } from '@/config/paths';
import { loadSearchCombobox, rememberSearch, type SearchComboboxProps } from '@/features/catalog';

/**
 * Search box (spec §2.2): goes to /search?search={text}, URL-encoded; blank text does nothing.
 * The prerendered plain form is what hydrates; the suggestion combobox (its own chunk) replaces it
 * once loaded, from the first focus or input, with the text typed so far.
 */
export function HeaderSearch() {
  const inputId = useId();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [Combobox, setCombobox] = useState<ComponentType<SearchComboboxProps> | null>(null);
  const [hadFocus, setHadFocus] = useState(false);
  const requested = useRef(false);
  const plainInput = useRef<HTMLInputElement>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // A press on the form (its Search button) while the combobox loads: the swap waits for the press to
  // end, or the click would land on a button that is no longer there and the search would be lost.
  const pressing = useRef(false);
  const loaded = useRef<ComponentType<SearchComboboxProps> | null>(null);
  const swap = () => {
    if (!mounted.current || !loaded.current) return;
    setHadFocus(document.activeElement === plainInput.current);
    setCombobox(() => loaded.current);
  };
  const onPointerDown = () => {
    if (pressing.current) return;
    pressing.current = true;
    const release = () => {
      document.removeEventListener('click', release);
      document.removeEventListener('pointercancel', release);
      pressing.current = false;
      // After the click's own submit, which follows it in the same task.
      setTimeout(swap, 0);
    };
    document.addEventListener('click', release);
    document.addEventListener('pointercancel', release);
  };

  const enhance = () => {
    if (requested.current) return;
    requested.current = true;
    loadSearchCombobox().then(
      ({ SearchCombobox }) => {
        loaded.current = SearchCombobox;
        if (!pressing.current) swap();
      },
      // Without the chunk the plain form goes on working; the next focus asks again.
      () => {
        requested.current = false;
      },
    );
  };

  if (Combobox)
    return <Combobox inputId={inputId} text={text} onTextChange={setText} autoFocus={hadFocus} />;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = text.trim();
    if (!query) return;
    rememberSearch(query);
    void navigate(searchHref(query));
  };

  return (
    <form role="search" className="header-search" onSubmit={onSubmit} onPointerDown={onPointerDown}>
      <label htmlFor={inputId} className="visually-hidden">
        Search products
      </label>
      <input
        ref={plainInput}
        id={inputId}
        type="search"
        className="form-control"
        placeholder="Search products"
        value={text}
        onFocus={enhance}
        onChange={(event) => {
          setText(event.target.value);
          enhance();
        }}
        autoComplete="off"
        enterKeyHint="search"
      />
      <button type="submit" className="btn btn-primary">
        Search
      </button>
    </form>
  );
}
