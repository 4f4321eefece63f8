ALTER TABLE "refunds" ADD COLUMN "claimed_by" text;--> statement-breakpoint
ALTER TABLE "scheduled_jobs" ADD COLUMN "locked_by" text;