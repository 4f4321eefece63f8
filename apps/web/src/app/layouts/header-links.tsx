import { Link } from 'react-router';

export interface HeaderLink {
  to: string;
  label: string;
}

const linkClasses = 'inline-flex min-h-11 items-center px-2 text-sm font-medium text-ink hover:text-accent';

export function HeaderLinks({
  links,
  onLogout,
  onNavigate,
  vertical = false,
}: {
  links: readonly HeaderLink[];
  onLogout: (() => void) | null;
  onNavigate?: () => void;
  vertical?: boolean;
}) {
  return (
    <ul className={vertical ? 'flex flex-col' : 'flex items-center gap-1'}>
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to} onClick={onNavigate} className={linkClasses}>
            {link.label}
          </Link>
        </li>
      ))}
      {onLogout ? (
        <li>
          <button type="button" onClick={onLogout} className={linkClasses}>
            Logout
          </button>
        </li>
      ) : null}
    </ul>
  );
}
