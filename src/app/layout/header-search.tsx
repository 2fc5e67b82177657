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

  const enhance = () => {
    if (requested.current) return;
    requested.current = true;
    loadSearchCombobox().then(
      ({ SearchCombobox }) => {
        if (!mounted.current) return;
        setHadFocus(document.activeElement === plainInput.current);
        setCombobox(() => SearchCombobox);
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
    <form role="search" className="header-search" onSubmit={onSubmit}>
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
