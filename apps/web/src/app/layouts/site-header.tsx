import { Link, useNavigate } from 'react-router';
import { NotificationBell } from '#web/features/alerts/components/notification-bell.tsx';
import { logOut, useSession } from '#web/lib/session.ts';
import { CartSheet } from './cart-sheet.tsx';
import { CategoryNav } from './category-nav.tsx';
import type { HeaderLink } from './header-links.tsx';
import { HeaderLinks } from './header-links.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { SiteSearch } from './site-search.tsx';

const LOGGED_OUT_LINKS: readonly HeaderLink[] = [
  { to: '/vendorlogin', label: 'Vendor Login' },
  { to: '/login', label: 'Customer Login' },
  { to: '/support', label: 'Support' },
];

/** Storefront header: logo, search, account links, cart, and the category navigation. */
export function SiteHeader({ cartCount, onCartOpen }: { cartCount: number; onCartOpen?: () => void }) {
  const { customerToken, customer } = useSession();
  const navigate = useNavigate();
  const loggedIn = customerToken !== null;

  const links: readonly HeaderLink[] = loggedIn
    ? [
        { to: '/support', label: 'Support' },
        { to: '/customer-dashboard', label: customer?.firstName ? `Profile (${customer.firstName})` : 'Profile' },
      ]
    : LOGGED_OUT_LINKS;

  // The header's logout goes home; the dashboard's own logout goes to /login.
  const logout = loggedIn
    ? () => {
        logOut('customer');
        void navigate('/');
      }
    : null;

  return (
    <header className="border-b border-line bg-paper">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:bg-white focus:p-2"
      >
        Skip to content
      </a>
      <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-3 sm:px-6">
        <MobileMenu links={links} onLogout={logout} />
        <Link to="/" className="font-display text-2xl font-semibold tracking-tight whitespace-nowrap">
          Art Market
        </Link>
        <div className="ml-4 hidden max-w-md flex-1 md:block">
          <SiteSearch />
        </div>
        <nav aria-label="Account" className="ml-auto hidden lg:block">
          <HeaderLinks links={links} onLogout={logout} />
        </nav>
        <div className="ml-auto flex items-center lg:ml-0">
          {loggedIn ? <NotificationBell /> : null}
          <CartSheet loggedIn={loggedIn} itemCount={cartCount} onOpen={onCartOpen} />
        </div>
      </div>
      <div className="px-4 pb-3 md:hidden">
        <SiteSearch />
      </div>
      <CategoryNav />
    </header>
  );
}
