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
CREATE INDEX "collector_fund_returns_order_idx" ON "collector_fund_returns" USING btree ("order_id");