import { Link } from 'react-router';
import { LegalDocument, useParentCompany } from '../components/legal-document.tsx';

export function TermsPage() {
  const company = useParentCompany();
  return (
    <LegalDocument
      title="Terms and Conditions"
      updated="1 January 2025"
      intro={
        <p>
          These terms govern your use of Art Market, a marketplace for original artworks operated by {company}. By using the site,
          creating an account or placing an order you agree to them.
        </p>
      }
      sections={[
        {
          heading: 'Who may use Art Market',
          body: (
            <p>
              Anyone may browse the catalogue. Buying requires a customer account and selling requires a vendor account. Art
              Market is not intended for children under 13. You are responsible for keeping your login details secret.
            </p>
          ),
        },
        {
          heading: 'The marketplace',
          body: (
            <p>
              Artworks are listed and sold by independent artists (vendors). Art Market provides the platform, takes payment on
              the artist’s behalf and charges the artist a commission on each sale. Each artwork is an original piece; photographs
              and colours on screen may differ slightly from the work itself.
            </p>
          ),
        },
        {
          heading: 'Orders and prices',
          body: (
            <p>
              Prices are shown in US dollars and include the artist’s price and applicable tax; shipping is added at checkout
              according to the option you choose. An order is confirmed once payment has been received.
            </p>
          ),
        },
        {
          heading: 'Cancellations, returns and refunds',
          body: (
            <>
              <p>You may cancel an order within 24 hours of placing it; an order cannot be cancelled after it has shipped.</p>
              <p>
                You may return an artwork within 7 days of delivery in its original condition and packaging. A restocking fee of
                15% applies. Damage in transit must be reported within 48 hours of delivery, with photographs. Approved refunds
                are issued within 7-14 business days; shipping fees are non-refundable.
              </p>
              <p>
                The full rules are in our{' '}
                <Link to="/Cancellation&RefundPolicy" className="text-accent underline">
                  Cancellation &amp; Refund Policy
                </Link>
                .
              </p>
            </>
          ),
        },
        {
          heading: 'Artists (vendors)',
          body: (
            <p>
              Vendors must list only original work they have the right to sell, describe it accurately, and ship it promptly with
              protective packaging. Listings are reviewed before they go live. Vendors are paid weekly for items that have been
              delivered successfully, less the platform commission.
            </p>
          ),
        },
        {
          heading: 'Intellectual property',
          body: (
            <p>
              Buying an artwork transfers ownership of the physical piece, not its copyright, which stays with the artist unless
              agreed otherwise in writing. Images on Art Market may not be copied without permission.
            </p>
          ),
        },
        {
          heading: 'Liability',
          body: (
            <p>
              We take care to run the marketplace reliably but cannot guarantee uninterrupted service. To the extent the law
              allows, our liability for any order is limited to the amount you paid for it.
            </p>
          ),
        },
        {
          heading: 'Governing law',
          body: (
            <p>
              These terms are governed by the laws of India. Any dispute is subject to the exclusive jurisdiction of the courts in
              Hyderabad.
            </p>
          ),
        },
      ]}
    />
  );
}
