CREATE TABLE "collector_fund_returns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"reference" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"returned_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "collector_fund_returns_amount" CHECK ("collector_fund_returns"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "collector_fund_returns" ADD CONSTRAINT "collector_fund_returns_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collector_fund_returns" ADD CONSTRAINT "collector_fund_returns_returned_by_admins_id_fk" FOREIGN KEY ("returned_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "collector_fund_returns_key" ON "collector_fund_returns" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "collector_fund_returns_order_idx" ON "collector_fund_returns" USING btree ("order_id");--> statement-breakpoint
-- A one-off data fix (ADR 0026, ADR 0033): receipts confirmed before receipts were ledger entries become
-- money held for the collector, rupees converted at the transfer's rate on running totals exactly as
-- the application converts them (half up to the cent), so a transfer's instalments add up to its whole.
-- The keys are the application's, so running it on rows the application already booked writes nothing.
WITH running AS (
  SELECT r.id, t.order_id, r.created_at, r.currency, r.amount_minor,
    sum(r.amount_minor) OVER (PARTITION BY r.transfer_id ORDER BY r.created_at, r.id) AS upto,
    round(p.exchange_rate::numeric * 10000) AS rate
  FROM bank_transfer_receipts r
  JOIN bank_transfers t ON t.id = r.transfer_id
  JOIN payments p ON p.id = t.payment_id
),
converted AS (
  SELECT id, order_id, created_at,
    CASE WHEN currency = 'USD' THEN amount_minor
      ELSE floor((upto * 20000 + rate) / (rate * 2)) - floor(((upto - amount_minor) * 20000 + rate) / (rate * 2))
    END::integer AS cents
  FROM running
  WHERE currency = 'USD' OR rate > 0
),
written AS (
  INSERT INTO ledger_transactions (kind, key, order_id, occurred_at)
  SELECT 'transfer_received', 'transfer_received:' || id, order_id, created_at FROM converted
  ON CONFLICT (key) DO NOTHING
  RETURNING id, key
)
INSERT INTO ledger_entries (transaction_id, account, amount_cents)
SELECT w.id, e.account, e.amount
FROM written w
JOIN converted c ON w.key = 'transfer_received:' || c.id
CROSS JOIN LATERAL (VALUES ('customer_funds', c.cents), ('collector_funds', -c.cents)) AS e(account, amount)
WHERE c.cents <> 0;
--> statement-breakpoint
-- A transfer whose receipts paid its order (or became a refund due) had its amount captured: that much
-- leaves the collector's holding, never more than its own receipts brought in. What stays is owed back.
WITH applied AS (
  SELECT p.id AS payment_id, p.order_id, coalesce(p.completed_at, p.updated_at) AS at,
    least(p.amount_minor, held.cents)::integer AS cents
  FROM payments p
  JOIN (
    SELECT t.payment_id, -sum(le.amount_cents) AS cents
    FROM bank_transfers t
    JOIN bank_transfer_receipts r ON r.transfer_id = t.id
    JOIN ledger_transactions lt ON lt.key = 'transfer_received:' || r.id
    JOIN ledger_entries le ON le.transaction_id = lt.id AND le.account = 'collector_funds'
    GROUP BY t.payment_id
  ) held ON held.payment_id = p.id
  WHERE p.provider = 'bank_transfer' AND p.status = 'completed' AND p.currency = 'USD' AND held.cents > 0
),
written AS (
  INSERT INTO ledger_transactions (kind, key, order_id, occurred_at)
  SELECT 'receipts_applied', 'receipts_applied:' || payment_id, order_id, at FROM applied
  ON CONFLICT (key) DO NOTHING
  RETURNING id, key
)
INSERT INTO ledger_entries (transaction_id, account, amount_cents)
SELECT w.id, e.account, e.amount
FROM written w
JOIN applied a ON w.key = 'receipts_applied:' || a.payment_id
CROSS JOIN LATERAL (VALUES ('collector_funds', a.cents), ('customer_funds', -a.cents)) AS e(account, amount)
WHERE a.cents <> 0;
