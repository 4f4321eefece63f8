CREATE TABLE "email_verification_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"role" text NOT NULL,
	"account_id" uuid NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bank_transfers" ADD COLUMN "client_address" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "email_verification_tokens_hash_key" ON "email_verification_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "email_verification_tokens_account_idx" ON "email_verification_tokens" USING btree ("role","account_id");--> statement-breakpoint
CREATE INDEX "bank_transfers_client_address_idx" ON "bank_transfers" USING btree ("client_address","created_at") WHERE "bank_transfers"."reviewed_at" is null;--> statement-breakpoint
-- Accounts made before e-mail verification existed (ADR 0030): a customer whose order was ever paid
-- has received our mail and paid us, so the address counts as proven; everyone else verifies from
-- the profile before a bank-transfer hold. Vendors were reviewed by an admin before they could sell,
-- and their address is where that review reached them, so existing vendors count as verified.
UPDATE "customers" SET "email_verified_at" = now()
WHERE "email_verified_at" IS NULL
  AND EXISTS (SELECT 1 FROM "orders" WHERE "orders"."customer_id" = "customers"."id" AND "orders"."paid_at" IS NOT NULL);
--> statement-breakpoint
UPDATE "vendors" SET "email_verified_at" = "created_at" WHERE "email_verified_at" IS NULL;
--> statement-breakpoint
-- The demo customer the seed made before this version: its address is the demo's own.
UPDATE "customers" SET "email_verified_at" = now() WHERE "email_verified_at" IS NULL AND "email" = 'customer@artmarket.local';
