/** Enquiry types of the contact form (docs/product/storefront.md#support-and-contact-form). */
export const ENQUIRY_TYPES = ['general', 'purchase', 'commission', 'shipping', 'authentication'] as const;

export type ContactResult = { success: true } | { success: false; error: string };

export type EnquiryType = (typeof ENQUIRY_TYPES)[number];

/**
 * A link to the support form about one artwork (issue 28: "contact the gallery before paying"):
 * `/support?artwork=<id>&topic=<enquiry type>`. The page reads the artwork from the catalogue, so a link
 * names an artwork, never the words the form will hold.
 */
export function supportLinkFor(artworkId: string, topic: EnquiryType = 'general'): string {
  return `/support?${new URLSearchParams({ artwork: artworkId, topic })}`;
}

/** What the support page accepts of such a link: an artwork id (a GUID) and a known topic; anything else is ignored. */
export function readSupportLink(search: URLSearchParams): { artworkId: string; topic: EnquiryType } | null {
  const artworkId = search.get('artwork')?.trim() ?? '';
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(artworkId)) return null;
  const topic = search.get('topic');
  return { artworkId, topic: ENQUIRY_TYPES.find((type) => type === topic) ?? 'general' };
}

/** The subject and message the form starts with for that artwork, naming its title and reference. */
export function supportPrefill(
  artwork: { title: string; artistName: string; productNumber: string },
  topic: EnquiryType,
): { Subject: string; Message: string } {
  const named = `"${artwork.title}" by ${artwork.artistName} (reference ${artwork.productNumber})`;
  const question =
    topic === 'shipping'
      ? 'It offers no international shipping option: can it be shipped to my country, and at what cost?'
      : 'I have a question about it:';
  return {
    Subject: `About "${artwork.title}" (${artwork.productNumber})`.slice(0, 200),
    Message: `Hello, I would like to buy ${named}. ${question}`,
  };
}
