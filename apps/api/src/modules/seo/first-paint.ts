import {
  ARTWORK_IMAGE_SIZES,
  CARD_IMAGE_SIZES,
  type CatalogImage,
  FALLBACK_IMAGE_WIDTH,
  FIRST_DATA_ELEMENT_ID,
  firstApiPath,
  imageSrcSet,
  imageUrl,
} from '@art-market/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { escapeHtml } from '../../html.ts';

/**
 * JSON that is safe inside an HTML <script> element: `<`, `>` and `&` cannot close the element or open a
 * comment, and U+2028/U+2029 cannot end a line in older parsers. All are escaped as \uXXXX, which JSON
 * reads back as the same characters (they only occur inside strings).
 */
export function inlineJson(json: string): string {
  return json.replace(/[<>&\u2028\u2029]/g, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

interface Lcp {
  image: CatalogImage | undefined;
  sizes: string;
}

const primary = (images: CatalogImage[] | undefined) => images?.find((image) => image.isPrimary) ?? images?.[0];

/** The image that is the page's largest paint: the artwork's first image, or the first card's. */
function lcpImage(apiPath: string, body: unknown): Lcp {
  const record = body as Record<string, unknown> | null;
  if (apiPath === '/Product/home') {
    const latest = (record?.latest as { images?: CatalogImage[] }[] | undefined)?.[0];
    return { image: primary(latest?.images), sizes: CARD_IMAGE_SIZES };
  }
  if (Array.isArray(body))
    return { image: primary((body[0] as { images?: CatalogImage[] } | undefined)?.images), sizes: CARD_IMAGE_SIZES };
  return { image: (record?.images as CatalogImage[] | undefined)?.[0], sizes: ARTWORK_IMAGE_SIZES };
}

/** `<link rel="preload" as="image">` for the image, with the same srcset and sizes the page's <img> will have. */
export function imagePreload({ image, sizes }: Lcp, webp: boolean): string {
  const href = imageUrl(image?.url, webp);
  if (!image || !href) return '';
  const srcSet = imageSrcSet(image.url, webp, image.width > 0 ? image.width : FALLBACK_IMAGE_WIDTH);
  const responsive = srcSet ? ` imagesrcset="${escapeHtml(srcSet)}" imagesizes="${escapeHtml(sizes)}"` : '';
  return `<link rel="preload" as="image" href="${escapeHtml(href)}"${responsive} fetchpriority="high" />`;
}

/**
 * ADR 0009: a storefront page's HTML with its first API answer inside (a JSON script the app reads instead
 * of fetching) and its largest image preloaded, so the first paint waits for neither the script nor the API.
 * The answer comes from the API route itself (in process), with its cache and its serializer. Pages without
 * a first answer, listings with a query string, and failed answers get the page unchanged.
 */
export async function withFirstPaint(app: FastifyInstance, request: FastifyRequest, html: string): Promise<string> {
  const [pagePath = '/', query] = request.url.split('?');
  const apiPath = firstApiPath(pagePath);
  if (!apiPath || (query && apiPath.includes('?'))) return html;
  const answer = await app.inject({ method: 'GET', url: `/api${apiPath}` });
  if (answer.statusCode !== 200) return html;
  const webp = /\bimage\/webp\b/.test(request.headers.accept ?? '');
  const totalHeader = answer.headers['x-total-count'];
  const total = totalHeader !== undefined && Number.isFinite(Number(totalHeader)) ? `,"total":${Number(totalHeader)}` : '';
  const data = `{"webp":${webp},"answers":[{"path":${JSON.stringify(apiPath)}${total},"body":${answer.body}}]}`;
  const script = `<script type="application/json" id="${FIRST_DATA_ELEMENT_ID}">${inlineJson(data)}</script>`;
  const preload = imagePreload(lcpImage(apiPath, answer.json()), webp);
  return html.replace('</head>', () => `${preload}</head>`).replace('</body>', () => `${script}</body>`);
}
