const PDF_MAGIC = Buffer.from('%PDF-');
/** A PDF ends with `%%EOF`, give or take trailing whitespace or a few bytes some writers append. */
const EOF_MARKER = '%%EOF';
const EOF_SEARCH_BYTES = 1024;
/**
 * What a certificate never needs and an attacker does: web page markup a browser that sniffs the
 * content would render in our origin, and the PDF actions that run script or other programs.
 */
const UNSAFE_MARKERS = [
  /<\s*(script|html|body|head|iframe|object|embed|svg|meta|!doctype)\b/i,
  /javascript:/i,
  /\/(JavaScript|JS|Launch)(?![A-Za-z0-9])/,
];

/** Starts like a PDF: the magic bytes at the very start. */
export const looksLikePdf = (content: Buffer): boolean => content.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC);

/**
 * A document we are willing to store and hand out: `%PDF-` first, `%%EOF` near the end, and none of
 * the markers above anywhere in it (read as bytes, so markers inside compressed streams go unseen:
 * serving it as a sandboxed download is the other half of the defence, ADR 0029).
 */
export function isPlainPdf(content: Buffer): boolean {
  if (!looksLikePdf(content)) return false;
  const tail = content.subarray(Math.max(0, content.length - EOF_SEARCH_BYTES)).toString('latin1');
  if (!tail.includes(EOF_MARKER)) return false;
  const text = content.toString('latin1');
  return !UNSAFE_MARKERS.some((marker) => marker.test(text));
}
