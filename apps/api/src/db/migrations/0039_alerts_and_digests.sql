CREATE TABLE "alert_preferences" (
	"customer_id" uuid PRIMARY KEY NOT NULL,
	"new_work" boolean DEFAULT true NOT NULL,
	"price_drop" boolean DEFAULT true NOT NULL,
	"back_on_sale" boolean DEFAULT true NOT NULL,
	"sold" boolean DEFAULT true NOT NULL,
	"digest" text DEFAULT 'daily' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_digests" (
	"customer_id" uuid NOT NULL,
	"period_key" text NOT NULL,
	"item_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_digests_pkey" PRIMARY KEY("customer_id","period_key")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"product_id" uuid NOT NULL,
	"from_cents" integer,
	"to_cents" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	"digested_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "first_approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "saved_works" ADD COLUMN "seen_state" text;--> statement-breakpoint
ALTER TABLE "saved_works" ADD COLUMN "seen_total_cents" integer;--> statement-breakpoint
ALTER TABLE "alert_preferences" ADD CONSTRAINT "alert_preferences_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_digests" ADD CONSTRAINT "notification_digests_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_customer_recent_idx" ON "notifications" USING btree ("customer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_undigested_idx" ON "notifications" USING btree ("customer_id") WHERE "notifications"."digested_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_new_work_key" ON "notifications" USING btree ("customer_id","product_id") WHERE "notifications"."kind" = 'new_work';--> statement-breakpoint
-- Artworks approved before this migration were announced to nobody, and are no news now (ADR 0041).
UPDATE "products" SET "first_approved_at" = "created_at" WHERE "is_approved";
