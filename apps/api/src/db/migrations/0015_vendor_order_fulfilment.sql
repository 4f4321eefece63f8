ALTER TABLE "vendor_orders" ADD COLUMN "shipped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vendor_orders" ADD COLUMN "delivered_at" timestamp with time zone;