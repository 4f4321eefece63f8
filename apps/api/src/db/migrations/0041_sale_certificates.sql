CREATE SEQUENCE "public"."certificate_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "certificate_ownerships" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"certificate_id" uuid NOT NULL,
	"sequence" integer NOT NULL,
	"customer_id" uuid NOT NULL,
	"show_name" boolean DEFAULT false NOT NULL,
	"acquired_at" timestamp with time zone NOT NULL,
	"how" text NOT NULL,
	"payload" text NOT NULL,
	"signature" text NOT NULL,
	"key_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "certificate_transfers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"certificate_id" uuid NOT NULL,
	"from_customer_id" uuid NOT NULL,
	"to_email" text NOT NULL,
	"token_hash" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"accepted_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sale_certificates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"order_item_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"owner_customer_id" uuid NOT NULL,
	"status" text DEFAULT 'issued' NOT NULL,
	"payload" text NOT NULL,
	"signature" text NOT NULL,
	"key_id" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_reason" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sale_certificates_revoked_has_date" CHECK (("sale_certificates"."status" = 'revoked') = ("sale_certificates"."revoked_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "certificate_ownerships" ADD CONSTRAINT "certificate_ownerships_certificate_id_sale_certificates_id_fk" FOREIGN KEY ("certificate_id") REFERENCES "public"."sale_certificates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_ownerships" ADD CONSTRAINT "certificate_ownerships_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_transfers" ADD CONSTRAINT "certificate_transfers_certificate_id_sale_certificates_id_fk" FOREIGN KEY ("certificate_id") REFERENCES "public"."sale_certificates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_transfers" ADD CONSTRAINT "certificate_transfers_from_customer_id_customers_id_fk" FOREIGN KEY ("from_customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_transfers" ADD CONSTRAINT "certificate_transfers_accepted_by_customers_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_certificates" ADD CONSTRAINT "sale_certificates_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_certificates" ADD CONSTRAINT "sale_certificates_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_certificates" ADD CONSTRAINT "sale_certificates_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_certificates" ADD CONSTRAINT "sale_certificates_owner_customer_id_customers_id_fk" FOREIGN KEY ("owner_customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "certificate_ownerships_sequence_key" ON "certificate_ownerships" USING btree ("certificate_id","sequence");--> statement-breakpoint
CREATE INDEX "certificate_ownerships_customer_idx" ON "certificate_ownerships" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "certificate_transfers_token_key" ON "certificate_transfers" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "certificate_transfers_pending_key" ON "certificate_transfers" USING btree ("certificate_id") WHERE "certificate_transfers"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "sale_certificates_number_key" ON "sale_certificates" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "sale_certificates_order_item_key" ON "sale_certificates" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "sale_certificates_owner_idx" ON "sale_certificates" USING btree ("owner_customer_id");--> statement-breakpoint
CREATE INDEX "sale_certificates_order_idx" ON "sale_certificates" USING btree ("order_id");