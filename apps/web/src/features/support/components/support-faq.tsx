import { ChevronDown } from 'lucide-react';

/** The FAQ's facts (docs/product/storefront.md#legal-promises). */
const FAQ: readonly { question: string; answer: string }[] = [
  {
    question: 'How are artworks packaged?',
    answer:
      'Every artwork is packaged with protective materials: corner guards, acid-free wrapping and a rigid outer box or crate, so it reaches you in the condition it left the studio.',
  },
  {
    question: 'Can I cancel my order?',
    answer: 'Yes, you can cancel within 24 hours of placing your order. Once an order has shipped it can no longer be cancelled.',
  },
  {
    question: 'Do you ship internationally?',
    answer: 'We ship to most countries worldwide. Available shipping options and costs are shown on each artwork’s page.',
  },
  {
    question: 'How long does delivery take?',
    answer: 'Standard delivery takes 5-7 business days. International delivery takes 10-14 business days.',
  },
  {
    question: 'What is your return policy?',
    answer:
      'You can return an artwork within 7 days of delivery, in its original condition and packaging. A 15% restocking fee applies, and it may vary by seller.',
  },
  {
    question: 'How do refunds work?',
    answer:
      'Refunds cover the price of the artwork; shipping and restocking fees are not refunded unless the item arrived damaged.',
  },
  {
    question: 'Can I get my artwork framed?',
    answer: 'Where the artist offers framing, you choose the framing option at checkout.',
  },
  {
    question: 'How should I care for my artwork?',
    answer:
      'Keep it out of direct sunlight, away from humidity and away from temperature extremes. We recommend a professional cleaning every 2-3 years.',
  },
];

export function SupportFaq() {
  return (
    <div className="divide-y divide-line border-y border-line">
      {FAQ.map((entry) => (
        <details key={entry.question} className="group">
          <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 py-3 font-medium [&::-webkit-details-marker]:hidden">
            {entry.question}
            <ChevronDown aria-hidden="true" className="size-5 shrink-0 transition-transform group-open:rotate-180" />
          </summary>
          <p className="pb-4 text-muted">{entry.answer}</p>
        </details>
      ))}
    </div>
  );
}
