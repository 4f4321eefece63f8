CREATE TABLE "artist_follows" (
	"customer_id" uuid NOT NULL,
	"artist_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "artist_follows_pkey" PRIMARY KEY("customer_id","artist_name")
);
--> statement-breakpoint
CREATE TABLE "saved_works" (
	"customer_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"saved_total_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_works_pkey" PRIMARY KEY("customer_id","product_id")
);
--> statement-breakpoint
ALTER TABLE "artist_follows" ADD CONSTRAINT "artist_follows_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_works" ADD CONSTRAINT "saved_works_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_works" ADD CONSTRAINT "saved_works_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "artist_follows_customer_recent_idx" ON "artist_follows" USING btree ("customer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "artist_follows_artist_idx" ON "artist_follows" USING btree ("artist_name");--> statement-breakpoint
CREATE INDEX "saved_works_customer_recent_idx" ON "saved_works" USING btree ("customer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "saved_works_product_idx" ON "saved_works" USING btree ("product_id");