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
 * newest first, so every match still has a page. One round trip, two for the page that straddles both.
 */
export async function findRankedCardPage(
  db: Database,
  conditions: SQL[],
  match: WordsMatch,
  page: Page,
): Promise<{ cards: ProductCard[]; total: number }> {
  const where = and(...conditions, match.matches);
  // A page past the ranked matches ranks nothing: its one statement counts the first matches and skips them.
  if (page.offset >= RANKED_MATCHES) return findUnrankedCardPage(db, where, page);
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
  // The page goes on past the ranked matches: the first of the others.
  const rest = await findUnrankedCardPage(db, where, { limit: end - RANKED_MATCHES, offset: RANKED_MATCHES });
  return { cards: [...first.cards, ...rest.cards], total: first.total };
}

/**
 * A page from RANKED_MATCHES on: the matches the ranked ones leave, newest first, with the capped count. The
 * first matches are found as the ranked page finds them, the same statement without their rank.
 */
async function findUnrankedCardPage(
  db: Database,
  where: SQL | undefined,
  page: Page,
): Promise<{ cards: ProductCard[]; total: number }> {
  const firstMatches = db
    .$with('first_matches')
    .as(db.select({ id: products.id }).from(products).where(where).limit(RANKED_MATCHES));
  const counted = db
    .select({ total: sql<number>`count(*)::int`.as('total') })
    .from(firstMatches)
    .as('counted');
  const others = and(
    where,
    notExists(db.select({ id: firstMatches.id }).from(firstMatches).where(eq(firstMatches.id, products.id))),
  );
  const skipped = { limit: page.limit, offset: page.offset - RANKED_MATCHES };
  // Only a full set of first matches leaves others: a page of a shorter search answers its count alone.
  const mayHoldRows = sql`${sql.identifier('counted')}.total >= ${RANKED_MATCHES}`;
  return cardsOfPage(
    db,
    counted,
    cardPageOf(db, others, skipped, orderOf('newest'), mayHoldRows),
    orderOf('newest'),
    firstMatches,
  );
}
