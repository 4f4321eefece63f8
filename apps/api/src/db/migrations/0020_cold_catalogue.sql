DROP INDEX "shipping_options_international_idx";--> statement-breakpoint
DROP INDEX "products_public_created_idx";--> statement-breakpoint
DROP INDEX "products_public_category_idx";--> statement-breakpoint
DROP INDEX "products_public_subcategory_idx";--> statement-breakpoint
DROP INDEX "products_public_artist_type_idx";--> statement-breakpoint
DROP INDEX "products_public_total_idx";--> statement-breakpoint
DROP INDEX "products_public_orientation_idx";--> statement-breakpoint
DROP INDEX "products_public_size_band_idx";--> statement-breakpoint
DROP INDEX "products_public_medium_idx";--> statement-breakpoint
DROP INDEX "products_public_style_idx";--> statement-breakpoint
DROP INDEX "products_public_frame_idx";--> statement-breakpoint
DROP INDEX "products_public_available_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "ships_domestic" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "ships_international" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "products_public_created_idx" ON "products" USING btree ("created_at" DESC NULLS FIRST,"category_slug","subcategory_slug","artist_type","orientation","size_band","frame_type","is_sold_out","total_cents","ships_domestic","ships_international","medium","style") WHERE is_approved and is_active;--> statement-breakpoint
CREATE INDEX "products_public_category_idx" ON "products" USING btree ("category_slug","created_at" DESC NULLS FIRST,"subcategory_slug","artist_type","orientation","size_band","frame_type","is_sold_out","total_cents","ships_domestic","ships_international","medium","style") WHERE is_approved and is_active;--> statement-breakpoint
CREATE INDEX "products_public_subcategory_idx" ON "products" USING btree ("subcategory_slug","created_at" DESC NULLS FIRST,"category_slug","artist_type","orientation","size_band","frame_type","is_sold_out","total_cents","ships_domestic","ships_international","medium","style") WHERE is_approved and is_active;--> statement-breakpoint
CREATE INDEX "products_public_artist_type_idx" ON "products" USING btree ("artist_type","created_at" DESC NULLS FIRST,"category_slug","subcategory_slug","orientation","size_band","frame_type","is_sold_out","total_cents","ships_domestic","ships_international") WHERE is_approved and is_active;--> statement-breakpoint
CREATE INDEX "products_public_total_idx" ON "products" USING btree ("total_cents","created_at" DESC NULLS FIRST,"category_slug","subcategory_slug","artist_type","orientation","size_band","frame_type","is_sold_out","ships_domestic","ships_international") WHERE is_approved and is_active;--> statement-breakpoint
CREATE INDEX "products_public_orientation_idx" ON "products" USING btree ("orientation","created_at" DESC NULLS FIRST,"category_slug","subcategory_slug","artist_type","size_band","frame_type","is_sold_out","total_cents","ships_domestic","ships_international") WHERE is_approved and is_active;--> statement-breakpoint
CREATE INDEX "products_public_size_band_idx" ON "products" USING btree ("size_band","created_at" DESC NULLS FIRST,"category_slug","subcategory_slug","artist_type","orientation","frame_type","is_sold_out","total_cents","ships_domestic","ships_international") WHERE is_approved and is_active;--> statement-breakpoint
CREATE INDEX "products_public_medium_idx" ON "products" USING btree ("medium","created_at" DESC NULLS FIRST,"category_slug","subcategory_slug","artist_type","orientation","size_band","frame_type","is_sold_out","total_cents","ships_domestic","ships_international") WHERE is_approved and is_active;--> statement-breakpoint
CREATE INDEX "products_public_style_idx" ON "products" USING btree ("style","created_at" DESC NULLS FIRST,"category_slug","subcategory_slug","artist_type","orientation","size_band","frame_type","is_sold_out","total_cents","ships_domestic","ships_international") WHERE is_approved and is_active;--> statement-breakpoint
CREATE INDEX "products_public_frame_idx" ON "products" USING btree ("frame_type","created_at" DESC NULLS FIRST,"category_slug","subcategory_slug","artist_type","orientation","size_band","is_sold_out","total_cents","ships_domestic","ships_international") WHERE is_approved and is_active;--> statement-breakpoint
CREATE INDEX "products_public_available_idx" ON "products" USING btree ("created_at" DESC NULLS FIRST,"category_slug","subcategory_slug","artist_type","orientation","size_band","frame_type","total_cents","ships_domestic","ships_international") WHERE is_approved and is_active and not is_sold_out;