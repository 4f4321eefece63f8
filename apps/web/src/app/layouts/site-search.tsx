import { Search } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';

/**
 * The header search: goes to /search?q={term} only when the trimmed term is non-empty. On the results
 * page it shows the words searched for, so they can be refined in place.
 */
export function SiteSearch({ onSearched }: { onSearched?: () => void }) {
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const searched = pathname === '/search' ? (searchParams.get('q') ?? '') : '';
  const [term, setTerm] = useState(searched);
  // When the search in the address changes, the box follows it (React's "adjust state on prop change").
  const [shownFor, setShownFor] = useState(searched);
  if (shownFor !== searched) {
    setShownFor(searched);
    setTerm(searched);
  }
  const navigate = useNavigate();
  const id = useId();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const query = term.trim();
    if (!query) return;
    void navigate(`/search?q=${encodeURIComponent(query)}`);
    onSearched?.();
  }

  return (
    <search className="block w-full">
      <form onSubmit={submit} className="flex w-full items-center">
        <label htmlFor={id} className="sr-only">
          Search artworks
        </label>
        <input
          id={id}
          type="search"
          value={term}
          onChange={(event) => setTerm(event.target.value)}
          placeholder="Search artworks, artists, styles"
          className="min-h-11 w-full rounded-l-sm border border-r-0 border-line bg-white px-3 text-sm"
        />
        <button
          type="submit"
          className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-r-sm border border-ink bg-ink text-paper hover:bg-accent"
        >
          <Search aria-hidden="true" className="size-4" />
          <span className="sr-only">Search</span>
        </button>
      </form>
    </search>
  );
}
