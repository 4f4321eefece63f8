CREATE TABLE "artwork_offer_settings" (
	"product_id" uuid PRIMARY KEY NOT NULL,
	"accepts_offers" boolean DEFAULT false NOT NULL,
	"floor_cents" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"vendor_id" uuid NOT NULL,
	"listed_cents" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"counter_cents" integer,
	"counter_note" text DEFAULT '' NOT NULL,
	"decline_reason" text DEFAULT '' NOT NULL,
	"declined_by" text,
	"agreed_cents" integer,
	"status" text NOT NULL,
	"due_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offers_amounts_positive" CHECK ("offers"."amount_cents" > 0 and coalesce("offers"."counter_cents", 1) > 0)
);
--> statement-breakpoint
ALTER TABLE "artwork_holds" ALTER COLUMN "order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "artwork_holds" ADD COLUMN "offer_id" uuid;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "offer_id" uuid;--> statement-breakpoint
ALTER TABLE "artwork_offer_settings" ADD CONSTRAINT "artwork_offer_settings_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "offers_one_alive_key" ON "offers" USING btree ("customer_id","product_id") WHERE "offers"."status" in ('open', 'countered', 'accepted');--> statement-breakpoint
CREATE INDEX "offers_customer_idx" ON "offers" USING btree ("customer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "offers_vendor_idx" ON "offers" USING btree ("vendor_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "offers_due_idx" ON "offers" USING btree ("due_at") WHERE "offers"."status" in ('open', 'countered', 'accepted');--> statement-breakpoint
CREATE INDEX "offers_product_alive_idx" ON "offers" USING btree ("product_id") WHERE "offers"."status" in ('open', 'countered', 'accepted');--> statement-breakpoint
ALTER TABLE "artwork_holds" ADD CONSTRAINT "artwork_holds_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "artwork_holds_offer_idx" ON "artwork_holds" USING btree ("offer_id") WHERE "artwork_holds"."offer_id" is not null;--> statement-breakpoint
ALTER TABLE "artwork_holds" ADD CONSTRAINT "artwork_holds_has_holder" CHECK ("artwork_holds"."order_id" is not null or "artwork_holds"."offer_id" is not null);