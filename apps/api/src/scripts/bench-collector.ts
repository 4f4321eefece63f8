import { sql } from 'drizzle-orm';
import type { Database } from '#api/db/client.ts';
import { hashPassword } from '#api/modules/accounts/passwords.ts';

/**
 * The collector whose saved-state call the bench drives (issue 29): 50 saved works and 10 followed artists,
 * a busy but ordinary list. The call is personal, so it is never cached: its cached and uncached rows agree.
 */
export const BENCH_COLLECTOR = { email: 'bench.collector@example.com', password: 'bench-collector-password-1' } as const;
const SAVED = 50;
const FOLLOWED = 10;

export async function loadBenchCollector(db: Database): Promise<void> {
  const passwordHash = await hashPassword(BENCH_COLLECTOR.password);
  await db.execute(sql`
    with collector as (
      insert into customers (email, first_name, last_name, mobile_number, country, password_hash, email_verified_at)
      values (${BENCH_COLLECTOR.email}, 'Bench', 'Collector', '+91 98450 12345', 'India', ${passwordHash}, now())
      returning id
    ), saved as (
      insert into saved_works (customer_id, product_id, saved_total_cents)
      select collector.id, picked.id, picked.total_cents
      from collector, (select id, total_cents from products where is_approved and is_active order by random() limit ${SAVED}) picked
    )
    insert into artist_follows (customer_id, artist_name)
    select collector.id, artist.artist_name
    from collector, (select distinct artist_name from products where is_approved and is_active limit ${FOLLOWED}) artist`);
}

/** The collector's token from the running server's own login route. */
export async function benchCollectorToken(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/Customer/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(BENCH_COLLECTOR),
  });
  if (!response.ok) throw new Error(`bench collector login failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}
