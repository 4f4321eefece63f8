import {
  CERTIFICATE_TRANSFER_PATH,
  categoryGroupBySlug,
  firstPaintPageOf,
  isKnownCollectionSlug,
  UNSUBSCRIBE_PATH,
  VERIFY_EMAIL_PATH,
} from '@art-market/domain/rules';
import { type ComponentType, isValidElement, lazy, type ReactNode, useState } from 'react';
import { matchRoutes, type RouteObject, useParams } from 'react-router';
import { HomePage } from '#web/features/home/pages/home-page.tsx';
import { NotFoundPage } from '#web/features/not-found/pages/not-found-page.tsx';
import { ConsoleLayout, PublicLayout } from './layouts/public-layout.tsx';

/**
 * Loads a page's own chunk on first visit, so the storefront's first load stays small. A page whose chunk is
 * already loaded (main.tsx waits for the first page's, which the server preloads) renders at once, with no
 * Suspense fallback first; which of the two a mounted page is never changes, so it never remounts.
 */
function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  const preload = () =>
    load().then((component) => {
      loaded = component;
      return component;
    });
  const Lazy = lazy(async () => ({ default: await preload() }));
  function Page(props: P) {
    const [Loaded] = useState(() => loaded);
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return Object.assign(Page, { preload });
}

/** The `preload` of the lazy pages an element renders (a route's element, or the guard around it). */
function preloadsOf(node: ReactNode): (() => Promise<unknown>)[] {
  if (!isValidElement<{ children?: ReactNode }>(node)) return [];
  const preload = (node.type as { preload?: () => Promise<unknown> }).preload;
  return [...(preload ? [preload] : []), ...preloadsOf(node.props.children)];
}

/**
 * ADR 0011: on a first-paint page (its code preloaded with the page), the code before the first render, so
 * that render shows the page itself rather than a spinner first. Never fails: a chunk that cannot load is
 * left to the page's own lazy loading, as on any other page.
 */
export async function loadFirstPaintPage(pathname: string): Promise<void> {
  if (!firstPaintPageOf(pathname)) return;
  const preloads = (matchRoutes(routes, pathname) ?? []).flatMap((match) => preloadsOf(match.route.element));
  await Promise.all(preloads.map((preload) => preload())).catch(() => undefined);
}

const CustomerLoginPage = lazyPage(() =>
  import('#web/features/auth/pages/customer-login-page.tsx').then((page) => page.CustomerLoginPage),
);
const CustomerRegistrationPage = lazyPage(() =>
  import('#web/features/auth/pages/customer-registration-page.tsx').then((page) => page.CustomerRegistrationPage),
);
const VendorLoginPage = lazyPage(() =>
  import('#web/features/auth/pages/vendor-login-page.tsx').then((page) => page.VendorLoginPage),
);
const VendorRegistrationPage = lazyPage(() =>
  import('#web/features/auth/pages/vendor-registration-page.tsx').then((page) => page.VendorRegistrationPage),
);
const AdminLoginPage = lazyPage(() =>
  import('#web/features/auth/pages/admin-login-page.tsx').then((page) => page.AdminLoginPage),
);
const VerifyEmailPage = lazyPage(() =>
  import('#web/features/email-verification/pages/verify-email-page.tsx').then((page) => page.VerifyEmailPage),
);
const NotificationsPage = lazyPage(() =>
  import('#web/features/alerts/pages/notifications-page.tsx').then((page) => page.NotificationsPage),
);
const UnsubscribePage = lazyPage(() =>
  import('#web/features/alerts/pages/unsubscribe-page.tsx').then((page) => page.UnsubscribePage),
);
const VerifyCertificatePage = lazyPage(() =>
  import('#web/features/certificates/pages/verify-page.tsx').then((page) => page.VerifyPage),
);
const CertificateTransferPage = lazyPage(() =>
  import('#web/features/certificates/pages/transfer-page.tsx').then((page) => page.TransferPage),
);
const PasswordResetPage = lazyPage(() =>
  import('#web/features/password-reset/pages/password-reset-page.tsx').then((page) => page.PasswordResetPage),
);
const CustomerDashboardPage = lazyPage(() =>
  import('#web/features/customer-dashboard/pages/customer-dashboard-page.tsx').then((page) => page.CustomerDashboardPage),
);
const MessagesPage = lazyPage(() => import('#web/features/messages/pages/messages-page.tsx').then((page) => page.MessagesPage));
const SavedWorksPage = lazyPage(() =>
  import('#web/features/saved-works/pages/saved-works-page.tsx').then((page) => page.SavedWorksPage),
);
const FollowingPage = lazyPage(() =>
  import('#web/features/saved-works/pages/following-page.tsx').then((page) => page.FollowingPage),
);
const CheckoutPage = lazyPage(() => import('#web/features/checkout/pages/checkout-page.tsx').then((page) => page.CheckoutPage));
const PaymentSuccessPage = lazyPage(() =>
  import('#web/features/payment-return/pages/payment-success-page.tsx').then((page) => page.PaymentSuccessPage),
);
const PaymentCancelPage = lazyPage(() =>
  import('#web/features/payment-return/pages/payment-cancel-page.tsx').then((page) => page.PaymentCancelPage),
);
const OrderConfirmationPage = lazyPage(() =>
  import('#web/features/order-confirmation/pages/order-confirmation-page.tsx').then((page) => page.OrderConfirmationPage),
);
const VendorDashboardPage = lazyPage(() =>
  import('#web/features/vendor-dashboard/pages/vendor-dashboard-page.tsx').then((page) => page.VendorDashboardPage),
);
const AdminDashboardPage = lazyPage(() =>
  import('#web/features/admin-dashboard/pages/admin-dashboard-page.tsx').then((page) => page.AdminDashboardPage),
);
const SupportPage = lazyPage(() => import('#web/features/support/pages/support-page.tsx').then((page) => page.SupportPage));
const PrivacyPolicyPage = lazyPage(() =>
  import('#web/features/legal/pages/privacy-policy-page.tsx').then((page) => page.PrivacyPolicyPage),
);
const TermsPage = lazyPage(() => import('#web/features/legal/pages/terms-page.tsx').then((page) => page.TermsPage));
const CancellationPolicyPage = lazyPage(() =>
  import('#web/features/legal/pages/cancellation-policy-page.tsx').then((page) => page.CancellationPolicyPage),
);

const SearchPage = lazyPage(() => import('#web/features/search/pages/search-page.tsx').then((page) => page.SearchPage));
const ProductRoute = lazyPage(() => import('./product-route.tsx').then((page) => page.ProductRoute));
const ArtistPage = lazyPage(() => import('#web/features/artists/pages/artist-page.tsx').then((page) => page.ArtistPage));
const ArtistsPage = lazyPage(() => import('#web/features/artists/pages/artists-page.tsx').then((page) => page.ArtistsPage));
const CollectionsPage = lazyPage(() =>
  import('#web/features/collections/pages/collections-page.tsx').then((page) => page.CollectionsPage),
);
const CollectionPage = lazyPage(() =>
  import('#web/features/collections/pages/collection-page.tsx').then((page) => page.CollectionPage),
);
const CategoryItemPage = lazyPage(() =>
  import('#web/features/catalog/pages/category-item-page.tsx').then((page) => page.CategoryItemPage),
);
const CategoryGroupPage = lazyPage(() =>
  import('#web/features/catalog/pages/category-group-page.tsx').then((page) => page.CategoryGroupPage),
);
const SubcategoryPage = lazyPage(() =>
  import('#web/features/catalog/pages/subcategory-page.tsx').then((page) => page.SubcategoryPage),
);

/**
 * /{category} and /{category}/{subcategory} catch every other one- and two-segment path, so they answer only
 * for a navigation group's slug (medium, art-styles, ...) and a subcategory the catalogue knows; anything else
 * stays the 404 page.
 */
function CategoryGroupRoute({ children }: { children: React.ReactNode }) {
  const { category = '', subcategory } = useParams();
  const known = categoryGroupBySlug(category) && (subcategory === undefined || isKnownCollectionSlug(subcategory));
  return known ? children : <NotFoundPage />;
}

/** /category/{slug} for a slug the catalogue does not know is a missing page, not an empty collection. */
function KnownCollectionRoute({ children }: { children: React.ReactNode }) {
  const { slug = '' } = useParams();
  return isKnownCollectionSlug(slug) ? children : <NotFoundPage />;
}

/**
 * The spec's route table. Paths match case-insensitively, as the API's do: the spec writes some with capitals
 * (/Customer-forgot-password, /Cancellation&RefundPolicy) and links use both spellings, so a typed or shared
 * lower-case address must not end on the 404 page.
 */
const storefrontRoutes: RouteObject[] = [
  { index: true, element: <HomePage /> },
  { path: '/login', element: <CustomerLoginPage /> },
  { path: '/customer-registration', element: <CustomerRegistrationPage /> },
  { path: '/customer-dashboard', element: <CustomerDashboardPage /> },
  { path: '/saved', element: <SavedWorksPage /> },
  { path: '/messages', element: <MessagesPage /> },
  { path: '/messages/:conversationId', element: <MessagesPage /> },
  { path: '/following', element: <FollowingPage /> },
  { path: '/checkout', element: <CheckoutPage /> },
  { path: '/payment/success', element: <PaymentSuccessPage /> },
  { path: '/payment/cancel', element: <PaymentCancelPage /> },
  { path: '/order-confirmation/:orderId', element: <OrderConfirmationPage /> },
  { path: '/vendorlogin', element: <VendorLoginPage /> },
  { path: '/vendor-registration', element: <VendorRegistrationPage /> },
  { path: '/admin-login', element: <AdminLoginPage /> },
  { path: '/Customer-forgot-password', element: <PasswordResetPage account="customer" /> },
  { path: VERIFY_EMAIL_PATH, element: <VerifyEmailPage /> },
  { path: '/notifications', element: <NotificationsPage /> },
  { path: UNSUBSCRIBE_PATH, element: <UnsubscribePage /> },
  { path: '/verify/:number', element: <VerifyCertificatePage /> },
  { path: `${CERTIFICATE_TRANSFER_PATH}/:token`, element: <CertificateTransferPage /> },
  { path: '/Vendor-forgot-password', element: <PasswordResetPage account="vendor" /> },
  { path: '/Admin-forgot-password', element: <PasswordResetPage account="admin" /> },
  { path: '/support', element: <SupportPage /> },
  { path: '/privacypolicy', element: <PrivacyPolicyPage /> },
  { path: '/terms-and-conditions', element: <TermsPage /> },
  { path: '/Cancellation&RefundPolicy', element: <CancellationPolicyPage /> },
  { path: '/search', element: <SearchPage /> },
  { path: '/product/:id', element: <ProductRoute /> },
  { path: '/artists', element: <ArtistsPage /> },
  { path: '/artists/:artistName', element: <ArtistPage /> },
  { path: '/collections', element: <CollectionsPage /> },
  { path: '/collections/:slug', element: <CollectionPage /> },
  {
    path: '/category/:slug',
    element: (
      <KnownCollectionRoute>
        <CategoryItemPage />
      </KnownCollectionRoute>
    ),
  },
  // Group landings (/medium, /themes, /art-styles, /technique, /region) are this route too.
  {
    path: '/:category',
    element: (
      <CategoryGroupRoute>
        <CategoryGroupPage />
      </CategoryGroupRoute>
    ),
  },
  {
    path: '/:category/:subcategory',
    element: (
      <CategoryGroupRoute>
        <SubcategoryPage />
      </CategoryGroupRoute>
    ),
  },
  { path: '*', element: <NotFoundPage /> },
];

const consoleRoutes: RouteObject[] = [
  { path: '/vendor-dashboard', element: <VendorDashboardPage /> },
  { path: '/admin-dashboard', element: <AdminDashboardPage /> },
];

export const routes: RouteObject[] = [
  { element: <PublicLayout />, children: storefrontRoutes },
  { element: <ConsoleLayout />, children: consoleRoutes },
];
