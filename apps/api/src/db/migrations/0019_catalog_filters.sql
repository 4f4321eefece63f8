ALTER TABLE "products" ADD COLUMN "orientation" text GENERATED ALWAYS AS (case when abs(width - height) <= 0.05 * greatest(width, height) then 'square'
        when height > width then 'portrait' else 'landscape' end) STORED;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "size_band" text GENERATED ALWAYS AS (case when greatest(width, height) <= 16 then 'small'
        when greatest(width, height) <= 40 then 'medium' else 'large' end) STORED;--> statement-breakpoint
CREATE INDEX "products_public_orientation_idx" ON "products" USING btree ("orientation","created_at" DESC NULLS FIRST) WHERE is_approved and is_active;--> statement-breakpoint
CREATE INDEX "products_public_size_band_idx" ON "products" USING btree ("size_band","created_at" DESC NULLS FIRST) WHERE is_approved and is_active;--> statement-breakpoint
CREATE INDEX "products_public_medium_idx" ON "products" USING btree ("medium","created_at" DESC NULLS FIRST) WHERE is_approved and is_active;--> statement-breakpoint
CREATE INDEX "products_public_style_idx" ON "products" USING btree ("style","created_at" DESC NULLS FIRST) WHERE is_approved and is_active;--> statement-breakpoint
CREATE INDEX "products_public_frame_idx" ON "products" USING btree ("frame_type","created_at" DESC NULLS FIRST) WHERE is_approved and is_active;--> statement-breakpoint
CREATE INDEX "products_public_available_idx" ON "products" USING btree ("created_at" DESC NULLS FIRST) WHERE is_approved and is_active and not is_sold_out;--> statement-breakpoint
CREATE INDEX "shipping_options_international_idx" ON "shipping_options" USING btree ("product_id") WHERE name ~* 'international';