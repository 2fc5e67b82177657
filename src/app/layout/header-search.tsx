import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { searchHref } from '@/config/paths';

/** Search box (spec §2.2): goes to /search?search={text}, URL-encoded; blank text does nothing. */
export function HeaderSearch() {
  const inputId = useId();
  const navigate = useNavigate();
  const [text, setText] = useState('');

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
