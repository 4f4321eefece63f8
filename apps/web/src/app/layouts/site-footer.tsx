import { Link } from 'react-router';
import { useSiteInfo } from '#web/lib/site-info.ts';

const footerLink = 'inline-flex min-h-11 items-center text-sm text-paper/80 hover:text-paper';

export function SiteFooter() {
  const site = useSiteInfo();
  const year = new Date().getFullYear();
  return (
    <footer className="mt-16 bg-ink text-paper">
      <div className="mx-auto grid max-w-7xl gap-8 px-6 py-12 sm:grid-cols-3">
        <div>
          <p className="font-display text-2xl">Art Market</p>
          <p className="mt-2 max-w-xs text-sm text-paper/70">
            Original artworks, straight from the studios of independent artists.
          </p>
        </div>
        <nav aria-label="Help and policies">
          <ul>
            <li>
              <Link to="/support" className={footerLink}>
                Support
              </Link>
            </li>
            <li>
              <Link to="/privacypolicy" className={footerLink}>
                Privacy Policy
              </Link>
            </li>
            <li>
              <Link to="/terms-and-conditions" target="_blank" rel="noopener noreferrer" className={footerLink}>
                Terms and Conditions<span className="sr-only"> (opens in a new tab)</span>
              </Link>
            </li>
            <li>
              <Link to="/Cancellation&RefundPolicy" className={footerLink}>
                Cancellation &amp; Refund Policy
              </Link>
            </li>
          </ul>
        </nav>
        <nav aria-label="For artists">
          <ul>
            <li>
              <Link to="/vendor-registration" className={footerLink}>
                Sell your art
              </Link>
            </li>
            <li>
              <Link to="/vendorlogin" className={footerLink}>
                Vendor Login
              </Link>
            </li>
          </ul>
        </nav>
      </div>
      <div className="border-t border-paper/15">
        <p className="mx-auto max-w-7xl px-6 py-4 text-xs text-paper/70">
          © {year} Art Market{site.data?.parentCompany ? `, a service of ${site.data.parentCompany}` : ''}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
