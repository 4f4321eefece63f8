CREATE TABLE "cart_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"shipping_option_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_images" ADD COLUMN "width" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "product_images" ADD COLUMN "height" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "artist_bio" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "category_slug" text NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "subcategory_slug" text NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "total_cents" integer GENERATED ALWAYS AS (price_cents + tax_cents) STORED;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(title, '') || ' ' || coalesce(artist_name, '')), 'A') ||
        setweight(to_tsvector('english', coalesce(category, '') || ' ' || coalesce(subcategory, '') || ' ' || coalesce(style, '') || ' ' || coalesce(medium, '')), 'B') ||
        setweight(to_tsvector('english', coalesce(description, '')), 'C')) STORED;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(title || ' ' || artist_name || ' ' || subcategory || ' ' || style || ' ' || medium)) STORED;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_shipping_option_id_shipping_options_id_fk" FOREIGN KEY ("shipping_option_id") REFERENCES "public"."shipping_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_customer_product_key" ON "cart_items" USING btree ("customer_id","product_id");--> statement-breakpoint
CREATE INDEX "products_public_created_idx" ON "products" USING btree ("created_at" DESC NULLS FIRST) WHERE is_approved and is_active;--> statement-breakpoint
CREATE INDEX "products_public_category_idx" ON "products" USING btree ("category_slug","created_at" DESC NULLS FIRST) WHERE is_approved and is_active;--> statement-breakpoint
CREATE INDEX "products_public_subcategory_idx" ON "products" USING btree ("subcategory_slug","created_at" DESC NULLS FIRST) WHERE is_approved and is_active;--> statement-breakpoint
CREATE INDEX "products_public_artist_idx" ON "products" USING btree ("artist_name","created_at" DESC NULLS FIRST) WHERE is_approved and is_active;--> statement-breakpoint
CREATE INDEX "products_public_artist_type_idx" ON "products" USING btree ("artist_type","created_at" DESC NULLS FIRST) WHERE is_approved and is_active;--> statement-breakpoint
CREATE INDEX "products_public_total_idx" ON "products" USING btree ("total_cents","created_at" DESC NULLS FIRST) WHERE is_approved and is_active;--> statement-breakpoint
CREATE INDEX "products_search_vector_idx" ON "products" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "products_search_text_trgm_idx" ON "products" USING gin ("search_text" gin_trgm_ops);