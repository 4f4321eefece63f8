import { CATALOG_COUNT_CAP, type ProductCard } from '@art-market/domain/rules';
import { and, desc, eq, notExists, type SQL, sql } from 'drizzle-orm';
import type { Database } from '#api/db/client.ts';
import { products, searchWords } from '#api/db/schema.ts';
import { cardColumns, cardPageOf, cardsOfPage, type Page } from './catalog.repository.ts';
import { orderOf } from './catalog-filters.ts';

/**
 * Relevance ranks this many matches at most: the first ones the full-text index yields, read once to both
 * count (up to the cap, plus one for "more") and rank. Ranking every match is what made common words
 * slow at 100,000 artworks; see docs/decisions/0010-cold-catalogue.md for what relevance means then.
 */
export const RANKED_MATCHES = CATALOG_COUNT_CAP + 1;

/** The words of a search: letters and digits, lower-cased, at most 6 words of 40 characters. */
export function searchWordsOf(text: string): string[] {
  const words = text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((word) => word.slice(0, 40));
  return [...new Set(words)].slice(0, 6);
}

/**
 * A word the catalogue knows stays as it is; an unknown one (3+ letters) also stands for up to three
 * known words that look like it, found by trigram similarity in the small search_words table
 * ("monsun" -> "monsoon").
 */
async function alternativesOf(db: Database, word: string): Promise<string[]> {
  if (word.length < 3) return [word];
  const near = await db
    .select({ word: searchWords.word })
    .from(searchWords)
    .where(sql`${searchWords.word} % ${word}`)
    .orderBy(sql`${searchWords.word} <-> ${word}`)
    .limit(3);
  if (near[0]?.word === word) return [word];
  return [word, ...near.map((row) => row.word)];
}

export interface WordsMatch {
  /** The artwork's document matches the words. */
  matches: SQL;
  /** ts_rank of the document for the words: higher is better. */
  rank: SQL<number>;
}

/**
 * Typo-tolerant full-text match: every word (or one of its look-alikes) must match the weighted
 * document (title and artist A; category, subcategory, style, medium B; description C). Null when
 * the text has no words.
 */
export async function wordsMatch(db: Database, text: string): Promise<WordsMatch | null> {
  const words = searchWordsOf(text);
  if (words.length === 0) return null;
  const groups = await Promise.all(words.map((word) => alternativesOf(db, word)));
  // Words are letters and digits only, so joining them with operators cannot inject tsquery syntax.
  const query = sql`to_tsquery('english', ${groups.map((group) => `(${group.join(' | ')})`).join(' & ')})`;
  return { matches: sql`${products.searchVector} @@ ${query}`, rank: sql<number>`ts_rank(${products.searchVector}, ${query})` };
}

/**
 * A page of matches by relevance with the capped number of matches. The first RANKED_MATCHES matches the
 * index yields are ranked (best first, newest breaking ties); when there are more, the others follow
 * newest first, so every match still has a page. One round trip, two for a page past the ranked ones.
 */
export async function findRankedCardPage(
  db: Database,
  conditions: SQL[],
  match: WordsMatch,
  page: Page,
): Promise<{ cards: ProductCard[]; total: number }> {
  const where = and(...conditions, match.matches);
  const candidates = db.$with('candidates').as(
    db
      .select({ id: products.id, createdAt: products.createdAt, rank: match.rank.as('rank') })
      .from(products)
      .where(where)
      .limit(RANKED_MATCHES),
  );
  const counted = db
    .select({ total: sql<number>`count(*)::int`.as('total') })
    .from(candidates)
    .as('counted');
  const ranked = db
    .select({ id: candidates.id, rank: candidates.rank })
    .from(candidates)
    .orderBy(desc(candidates.rank), desc(candidates.createdAt), desc(candidates.id))
    .limit(page.limit)
    .offset(page.offset)
    .as('ranked');
  const rows = db
    .select({ ...cardColumns, rank: ranked.rank })
    .from(ranked)
    .innerJoin(products, eq(products.id, ranked.id))
    .as('page');
  const first = await cardsOfPage(db, counted, rows, (columns) => [desc(rows.rank), ...orderOf('newest')(columns)], candidates);
  const end = page.offset + page.limit;
  if (first.total < RANKED_MATCHES || end <= RANKED_MATCHES) return first;
  // Past the ranked matches: the others, newest first.
  const skipped = Math.max(page.offset, RANKED_MATCHES);
  const unranked = and(where, notExists(db.select({ id: candidates.id }).from(candidates).where(eq(candidates.id, products.id))));
  const rest = await cardsOfPage(
    db,
    null,
    cardPageOf(db, unranked, { limit: end - skipped, offset: skipped - RANKED_MATCHES }, orderOf('newest')),
    orderOf('newest'),
    candidates,
  );
  return { cards: [...first.cards, ...rest.cards], total: first.total };
}
