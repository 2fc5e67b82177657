import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { searchHref } from '@/config/paths';
import { useIsClient } from '@/hooks/use-is-client';

/** Search box (spec §2.2): goes to /search?search={text}, URL-encoded; blank text does nothing. */
export function HeaderSearch() {
  const inputId = useId();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const isClient = useIsClient();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = text.trim();
    if (!query) return;
    void navigate(searchHref(query));
  };

  return (
    <form role="search" className="header-search" onSubmit={onSubmit}>
      <label htmlFor={inputId} className="visually-hidden">
        Search products
      </label>
      <input
        id={inputId}
        type="search"
        className="form-control"
        placeholder="Search products"
        value={text}
        readOnly={!isClient}
        onChange={(event) => setText(event.target.value)}
        autoComplete="off"
        enterKeyHint="search"
      />
      <button type="submit" className="btn btn-primary">
        Search
      </button>
    </form>
  );
}
