import {
  ARTWORK_IMAGE_SIZES,
  CARD_IMAGE_SIZES,
  type CatalogImage,
  FALLBACK_IMAGE_WIDTH,
  FIRST_DATA_ELEMENT_ID,
  type FirstPaintPage,
  firstPaintPage,
  heroArtworks,
  imageSrcSet,
  imageUrl,
  PHONE_GRID_COLUMNS,
  SITE_INFO_API_PATH,
} from '@art-market/domain/rules';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { escapeHtml } from '#api/html.ts';

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

type Card = { images?: CatalogImage[]; isSoldOut?: boolean };
const primary = (images: CatalogImage[] | undefined) => images?.find((image) => image.isPrimary) ?? images?.[0];

/**
 * The images that can be the page's largest paint: the home hero's large work, the artwork's first image,
 * or a listing's first row on a phone (two cards; the taller one is the largest, and both load at once).
 */
function lcpImages(page: FirstPaintPage, body: unknown): Lcp[] {
  const record = body as Record<string, unknown> | null;
  if (page === 'home') {
    const [hero] = heroArtworks(
      ((record?.latest ?? []) as Card[]).map((card) => ({ ...card, isSoldOut: card.isSoldOut === true })),
    );
    return [{ image: primary(hero?.images), sizes: ARTWORK_IMAGE_SIZES }];
  }
  if (page === 'artwork') return [{ image: (record?.images as CatalogImage[] | undefined)?.[0], sizes: ARTWORK_IMAGE_SIZES }];
  const cards = (Array.isArray(body) ? body : []) as Card[];
  return cards.slice(0, PHONE_GRID_COLUMNS).map((card) => ({ image: primary(card.images), sizes: CARD_IMAGE_SIZES }));
}

/** `<link rel="preload" as="image">` for the image, with the same srcset and sizes the page's <img> will have. */
export function imagePreload({ image, sizes }: Lcp, webp: boolean): string {
  const href = imageUrl(image?.url, webp);
  if (!image || !href) return '';
  const srcSet = imageSrcSet(image.url, webp, image.width > 0 ? image.width : FALLBACK_IMAGE_WIDTH);
  const responsive = srcSet ? ` imagesrcset="${escapeHtml(srcSet)}" imagesizes="${escapeHtml(sizes)}"` : '';
  return `<link rel="preload" as="image" href="${escapeHtml(href)}"${responsive} fetchpriority="high" />`;
}

/** The route code a first-paint page runs, per page (the web build's `page-chunks.json`), as asset paths. */
export type PageChunks = Partial<Record<FirstPaintPage, readonly string[]>>;

/** `<link rel="modulepreload">` for a page's route code, as Vite writes the entry's own (crossorigin). */
export function modulePreloads(files: readonly string[] | undefined): string {
  return (files ?? []).map((file) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(file)}" />`).join('');
}

/**
 * ADR 0009, 0011: a storefront page's HTML with its route code and its largest image preloaded, and its first
 * API answer inside (a JSON script the app reads instead of fetching), so the first paint waits neither for
 * the entry script to ask for the route, nor for the API. The answer comes from the API route itself (in
 * process), with its cache and its serializer. Listings with a query string and failed answers get no
 * answer and no image preload; pages that are not first-paint pages are left unchanged.
 */
export async function withFirstPaint(
  app: FastifyInstance,
  request: FastifyRequest,
  html: string,
  pageChunks: PageChunks = {},
): Promise<string> {
  const [pagePath = '/', query] = request.url.split('?');
  const first = firstPaintPage(pagePath);
  if (!first) return html;
  // The route code is the same whatever the query or the answer (a missing artwork still renders its page).
  const code = modulePreloads(pageChunks[first.page]);
  const answer =
    query && first.apiPath.includes('?') ? undefined : await app.inject({ method: 'GET', url: `/api${first.apiPath}` });
  if (answer?.statusCode !== 200) return code ? html.replace('</head>', () => `${code}</head>`) : html;
  const webp = /\bimage\/webp\b/.test(request.headers.accept ?? '');
  const totalHeader = answer.headers['x-total-count'];
  const total = totalHeader !== undefined && Number.isFinite(Number(totalHeader)) ? `,"total":${Number(totalHeader)}` : '';
  const answers = [`{"path":${JSON.stringify(first.apiPath)}${total},"body":${answer.body}}`];
  // The footer's facts too (ADR 0011): one request less while the page is still loading.
  const site = await app.inject({ method: 'GET', url: `/api${SITE_INFO_API_PATH}` });
  if (site.statusCode === 200) answers.push(`{"path":${JSON.stringify(SITE_INFO_API_PATH)},"body":${site.body}}`);
  const data = `{"webp":${webp},"answers":[${answers.join(',')}]}`;
  const script = `<script type="application/json" id="${FIRST_DATA_ELEMENT_ID}">${inlineJson(data)}</script>`;
  // The largest image first: on HTTP/1.1 the browser starts requests in this order, six at a time.
  const images = lcpImages(first.page, answer.json())
    .map((lcp) => imagePreload(lcp, webp))
    .join('');
  return html.replace('</head>', () => `${images}${code}</head>`).replace('</body>', () => `${script}</body>`);
}
