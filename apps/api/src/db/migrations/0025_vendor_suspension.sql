ALTER TABLE "products" ADD COLUMN "withheld_by_suspension" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "suspended_at" timestamp with time zone;