import { Link } from 'react-router';

export interface Crumb {
  label: string;
  /** The current page has no link. */
  to?: string;
}

/** Home / Medium / Oil Paintings: where a listing sits in the navigation. */
export function Breadcrumbs({ trail }: { trail: Crumb[] }) {
  const crumbs: Crumb[] = [{ label: 'Home', to: '/' }, ...trail];
  return (
    <nav aria-label="Breadcrumb" className="text-sm text-muted">
      <ol className="flex flex-wrap items-center gap-x-2">
        {crumbs.map((crumb, index) => (
          <li key={`${crumb.label}-${index}`} className="flex items-center gap-x-2">
            {index > 0 ? <span aria-hidden="true">/</span> : null}
            {crumb.to && index < crumbs.length - 1 ? (
              <Link to={crumb.to} className="inline-flex min-h-11 items-center hover:text-accent">
                {crumb.label}
              </Link>
            ) : (
              <span aria-current="page">{crumb.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
