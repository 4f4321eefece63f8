import { Link } from 'react-router';
import { LegalDocument, useParentCompany } from '../components/legal-document.tsx';

export function PrivacyPolicyPage() {
  const company = useParentCompany();
  return (
    <LegalDocument
      title="Privacy Policy"
      updated="1 January 2025"
      intro={
        <p>
          Art Market is operated by {company}. This policy explains what personal information we collect when you browse, buy or
          sell on Art Market, why we collect it, and the choices you have.
        </p>
      }
      sections={[
        {
          heading: 'Information we collect',
          body: (
            <>
              <p>We collect the information you give us and the information needed to run the marketplace:</p>
              <ul>
                <li>
                  Account details: your name, e-mail address, mobile number, country and password (stored only as a secure hash).
                </li>
                <li>
                  Order details: shipping address, the artworks you buy, and payment references from our payment providers. We
                  never store full card numbers.
                </li>
                <li>
                  Artist details: for vendors, store address, tax and business identifiers, and bank account details used for
                  payouts.
                </li>
                <li>Messages you send to our support team.</li>
                <li>Technical data such as browser type and pages visited, used to keep the site secure and working.</li>
              </ul>
            </>
          ),
        },
        {
          heading: 'How we use your information',
          body: (
            <ul>
              <li>To create and secure your account, including one-time codes for password resets.</li>
              <li>To process orders and payments, arrange shipping and handle cancellations, returns and refunds.</li>
              <li>To pay artists for their sales; vendors are paid weekly after successful delivery.</li>
              <li>To answer your questions and send messages about your orders.</li>
              <li>To prevent fraud and meet our legal obligations.</li>
            </ul>
          ),
        },
        {
          heading: 'Sharing',
          body: (
            <p>
              We share only what each party needs: the artist who made your artwork receives your name and shipping address to
              send it; payment providers receive what they need to take your payment; couriers receive delivery details. We do not
              sell your personal information.
            </p>
          ),
        },
        {
          heading: 'Storage and security',
          body: (
            <p>
              Your information is kept on secured servers, passwords are hashed, and access is limited to the people who need it.
              We keep order records for as long as tax and accounting law requires, and other data only as long as your account is
              active or as needed to resolve disputes.
            </p>
          ),
        },
        {
          heading: 'Your choices and rights',
          body: (
            <p>
              You can view and correct your profile in your dashboard at any time. To ask for a copy of your data or for its
              deletion, contact us through the{' '}
              <Link to="/support" className="text-accent underline">
                support page
              </Link>
              .
            </p>
          ),
        },
        {
          heading: 'Children',
          body: <p>Art Market is not intended for children under 13, and we do not knowingly collect information from them.</p>,
        },
        {
          heading: 'Changes and governing law',
          body: (
            <p>
              We may update this policy and will show the date of the latest change at the top of this page. This policy is
              governed by the laws of India, and the courts in Hyderabad have jurisdiction over any dispute.
            </p>
          ),
        },
      ]}
    />
  );
}
