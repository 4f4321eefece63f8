CREATE SEQUENCE "public"."product_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "admin_audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"admin_id" uuid NOT NULL,
	"action" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vendor_id" uuid NOT NULL,
	"account_holder_name" text NOT NULL,
	"bank_name" text NOT NULL,
	"account_number" text NOT NULL,
	"account_type" integer DEFAULT 0 NOT NULL,
	"ifsc_code" text DEFAULT '' NOT NULL,
	"iban" text DEFAULT '' NOT NULL,
	"routing_number" text DEFAULT '' NOT NULL,
	"swift_code" text DEFAULT '' NOT NULL,
	"bank_address" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"url" text NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	"display_order" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_number" text DEFAULT 'P' || lpad(nextval('product_number_seq')::text, 5, '0') NOT NULL,
	"vendor_id" uuid NOT NULL,
	"title" text NOT NULL,
	"artist_name" text NOT NULL,
	"artist_type" text NOT NULL,
	"category" text NOT NULL,
	"subcategory" text NOT NULL,
	"description" text NOT NULL,
	"medium" text DEFAULT '' NOT NULL,
	"surface" text DEFAULT '' NOT NULL,
	"style" text DEFAULT '' NOT NULL,
	"year_created" integer,
	"width" numeric(8, 2) NOT NULL,
	"height" numeric(8, 2) NOT NULL,
	"frame_type" text NOT NULL,
	"frame_details" text DEFAULT '' NOT NULL,
	"price_cents" integer NOT NULL,
	"tax_cents" integer DEFAULT 0 NOT NULL,
	"commission_basis_points" integer NOT NULL,
	"country_of_origin" text NOT NULL,
	"has_certificate" boolean DEFAULT false NOT NULL,
	"certificate_details" text DEFAULT '' NOT NULL,
	"certificate_url" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_approved" boolean DEFAULT false NOT NULL,
	"is_sold_out" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_price_positive" CHECK ("products"."price_cents" > 0 and "products"."tax_cents" >= 0),
	CONSTRAINT "products_commission_range" CHECK ("products"."commission_basis_points" between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipping_options" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"name" text NOT NULL,
	"cost_cents" integer NOT NULL,
	"estimated_delivery_days" integer NOT NULL,
	CONSTRAINT "shipping_options_cost" CHECK ("shipping_options"."cost_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "admin_audit_log" ADD CONSTRAINT "admin_audit_log_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_options" ADD CONSTRAINT "shipping_options_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_audit_log_entity_idx" ON "admin_audit_log" USING btree ("entity_type","entity_id","created_at");--> statement-breakpoint
CREATE INDEX "bank_accounts_vendor_idx" ON "bank_accounts" USING btree ("vendor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_accounts_one_default" ON "bank_accounts" USING btree ("vendor_id") WHERE "bank_accounts"."is_default";--> statement-breakpoint
CREATE INDEX "product_images_product_idx" ON "product_images" USING btree ("product_id","display_order");--> statement-breakpoint
CREATE UNIQUE INDEX "products_product_number_key" ON "products" USING btree ("product_number");--> statement-breakpoint
CREATE INDEX "products_vendor_idx" ON "products" USING btree ("vendor_id","created_at");--> statement-breakpoint
CREATE INDEX "shipping_options_product_idx" ON "shipping_options" USING btree ("product_id");