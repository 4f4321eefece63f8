CREATE TABLE "artist_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vendor_order_id" uuid NOT NULL,
	"vendor_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"rating" integer NOT NULL,
	"title" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"photo_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone,
	"hidden_at" timestamp with time zone,
	"hidden_reason" text,
	"reply_body" text,
	"reply_created_at" timestamp with time zone,
	"reply_updated_at" timestamp with time zone,
	CONSTRAINT "artist_reviews_rating_range" CHECK ("artist_reviews"."rating" between 1 and 5),
	CONSTRAINT "artist_reviews_hidden_has_reason" CHECK (("artist_reviews"."hidden_at" is null) = ("artist_reviews"."hidden_reason" is null))
);
--> statement-breakpoint
ALTER TABLE "artist_reviews" ADD CONSTRAINT "artist_reviews_vendor_order_id_vendor_orders_id_fk" FOREIGN KEY ("vendor_order_id") REFERENCES "public"."vendor_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "artist_reviews" ADD CONSTRAINT "artist_reviews_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "artist_reviews" ADD CONSTRAINT "artist_reviews_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "artist_reviews_vendor_order_key" ON "artist_reviews" USING btree ("vendor_order_id");--> statement-breakpoint
CREATE INDEX "artist_reviews_vendor_visible_idx" ON "artist_reviews" USING btree ("vendor_id","created_at" DESC NULLS LAST) WHERE "artist_reviews"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "artist_reviews_created_idx" ON "artist_reviews" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "artist_reviews_customer_idx" ON "artist_reviews" USING btree ("customer_id");