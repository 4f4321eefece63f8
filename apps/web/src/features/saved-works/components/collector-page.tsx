import type { ReactNode } from 'react';
import { Navigate, NavLink, useLocation } from 'react-router';
import { useSession } from '#web/lib/session.ts';

const links = [
  { to: '/customer-dashboard', label: 'My account' },
  { to: '/saved', label: 'Saved works' },
  { to: '/following', label: 'Following' },
];

/** The frame of /saved and /following: the collector's own pages, behind the customer login. */
export function CollectorPage({ title, children }: { title: string; children: (token: string) => ReactNode }) {
  const { customerToken } = useSession();
  const location = useLocation();
  if (!customerToken) return <Navigate to="/login" replace state={{ redirectTo: `${location.pathname}${location.search}` }} />;
  return (
    <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6">
      <nav aria-label="Your account" className="mb-6 flex flex-wrap gap-x-6 gap-y-2 text-sm">
        {links.map((link) => (
          <NavLink
            key={link.to}
            to={link.to}
            end
            className={({ isActive }) =>
              `underline-offset-4 hover:underline ${isActive ? 'font-semibold text-ink underline' : 'text-muted'}`
            }
          >
            {link.label}
          </NavLink>
        ))}
      </nav>
      <h1 className="mb-8 text-3xl sm:text-4xl">{title}</h1>
      {children(customerToken)}
    </div>
  );
}
