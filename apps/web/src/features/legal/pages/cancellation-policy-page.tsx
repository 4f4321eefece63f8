import { Link } from 'react-router';
import { LegalDocument, useParentCompany } from '../components/legal-document.tsx';

export function CancellationPolicyPage() {
  const company = useParentCompany();
  return (
    <LegalDocument
      title="Cancellation & Refund Policy"
      updated="1 January 2025"
      intro={
        <p>
          Each artwork on Art Market is an original, often made and packed by hand. This policy, issued by {company}, sets out how
          you can cancel an order or return an artwork, and how refunds are paid.
        </p>
      }
      sections={[
        {
          heading: 'Cancelling an order',
          body: (
            <p>
              You can cancel an order within 24 hours of placing it by contacting us through the{' '}
              <Link to="/support" className="text-accent underline">
                support page
              </Link>
              . Orders cannot be cancelled once they have shipped; after shipment, the return rules below apply.
            </p>
          ),
        },
        {
          heading: 'Returns',
          body: (
            <ul>
              <li>You may request a return within 7 days of delivery.</li>
              <li>The artwork must be in its original condition and original packaging.</li>
              <li>The customer pays for return shipping unless the artwork arrived damaged.</li>
              <li>A restocking fee of 15-20% of the artwork price applies, depending on the seller.</li>
            </ul>
          ),
        },
        {
          heading: 'Damaged artworks',
          body: (
            <p>
              If your artwork arrives damaged, report it within 48 hours of delivery and include photographs of the artwork and
              its packaging. Damaged items are refunded in full, including shipping, and no restocking fee is charged.
            </p>
          ),
        },
        {
          heading: 'Refunds',
          body: (
            <p>
              Once a return is received and inspected, or a cancellation is confirmed, the refund is issued to the original
              payment method within 7-14 business days. Shipping fees are non-refundable, except for damaged artworks.
            </p>
          ),
        },
        {
          heading: 'Artists',
          body: (
            <p>
              Vendors are paid weekly for delivered orders. When an order is cancelled or returned, the related payout is withheld
              or adjusted accordingly.
            </p>
          ),
        },
        {
          heading: 'Governing law',
          body: <p>This policy is governed by the laws of India, with the courts in Hyderabad having jurisdiction.</p>,
        },
      ]}
    />
  );
}
