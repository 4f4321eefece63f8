ALTER TABLE "bank_accounts" ADD COLUMN "details_since" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Accounts already on file count from when they were added, not from this migration: existing payouts are not held.
UPDATE "bank_accounts" SET "details_since" = "created_at";
