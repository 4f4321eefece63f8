CREATE TABLE "customer_addresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"address" jsonb NOT NULL,
	"place_key" text NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bank_transfers" ADD COLUMN "declared_currency" text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_addresses" ADD CONSTRAINT "customer_addresses_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customer_addresses_place_key" ON "customer_addresses" USING btree ("customer_id","place_key");--> statement-breakpoint
CREATE INDEX "customer_addresses_recent_idx" ON "customer_addresses" USING btree ("customer_id","last_used_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "bank_transfers" ADD CONSTRAINT "bank_transfers_declared_currency" CHECK ("bank_transfers"."declared_currency" in ('USD', 'INR'));