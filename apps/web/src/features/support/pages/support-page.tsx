import { readSupportLink, supportPrefill } from '@art-market/domain/rules';
import type { ContactMessageInput } from '@art-market/domain/schemas';
import { Mail } from 'lucide-react';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useProduct } from '#web/features/product/api/get-product.ts';
import { useSiteInfo } from '#web/lib/site-info.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { ContactForm } from '../components/contact-form.tsx';
import { SupportFaq } from '../components/support-faq.tsx';

function SupportEmailCard() {
  const site = useSiteInfo();
  return (
    <section aria-labelledby="email-heading" className="border border-line bg-white p-6">
      <Mail aria-hidden="true" className="size-6 text-accent" />
      <h2 id="email-heading" className="mt-3 text-xl">
        Write to us
      </h2>
      <p className="mt-2 text-sm text-muted">We answer every message within two business days.</p>
      {site.isPending ? <Spinner label="Loading address…" /> : null}
      {site.data ? (
        <a
          href={`mailto:${site.data.supportEmail}`}
          className="mt-4 inline-flex min-h-11 items-center break-all font-medium text-accent underline underline-offset-4"
        >
          {site.data.supportEmail}
        </a>
      ) : null}
      {site.isError ? <p className="mt-4 text-sm text-muted">Use the contact form and we will reply by e-mail.</p> : null}
    </section>
  );
}

/**
 * `?artwork=<id>&topic=<type>` (a link about one artwork, e.g. from the checkout's shipping check): the
 * artwork is read from the catalogue and the form starts with its title and reference. An id that is no
 * GUID, or names no visible artwork, leaves the form empty.
 */
function useArtworkPrefill(): Partial<ContactMessageInput> | undefined {
  const [search] = useSearchParams();
  const link = readSupportLink(search);
  const product = useProduct(link?.artworkId ?? '', link !== null);
  const artwork = link ? product.data : undefined;
  const topic = link?.topic ?? 'general';
  return useMemo(() => (artwork ? { ...supportPrefill(artwork, topic), OrderType: topic } : undefined), [artwork, topic]);
}

export function SupportPage() {
  useDocumentTitle('Support');
  const prefill = useArtworkPrefill();
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="text-4xl sm:text-5xl">How can we help?</h1>
      <p className="mt-4 max-w-2xl text-lg text-muted">
        Questions about an artwork, an order or a commission: send us a message, or look through the answers below.
      </p>
      <div className="mt-12 grid gap-12 lg:grid-cols-[2fr_1fr]">
        <section aria-labelledby="contact-heading">
          <h2 id="contact-heading" className="mb-6 text-2xl">
            Contact us
          </h2>
          <ContactForm prefill={prefill} />
        </section>
        <aside>
          <SupportEmailCard />
        </aside>
      </div>
      <section aria-labelledby="faq-heading" className="mt-16">
        <h2 id="faq-heading" className="mb-6 text-2xl">
          Frequently asked questions
        </h2>
        <SupportFaq />
      </section>
    </div>
  );
}
