ALTER TABLE "return_items" ADD COLUMN "inspection" text;--> statement-breakpoint
ALTER TABLE "return_items" ADD COLUMN "inspected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "return_address" text;--> statement-breakpoint
-- Artworks of returns received before this change were put back on sale when they arrived.
UPDATE "return_items" SET "inspection" = 'relisted', "inspected_at" = "returns"."received_at"
FROM "returns" WHERE "returns"."id" = "return_items"."return_id" AND "returns"."status" = 'received';
