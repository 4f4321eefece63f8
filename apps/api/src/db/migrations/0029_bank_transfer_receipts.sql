CREATE TABLE "bank_transfer_receipts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"transfer_id" uuid NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"partial" boolean NOT NULL,
	"recorded_by" uuid NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_transfer_receipts_amount" CHECK ("bank_transfer_receipts"."amount_minor" > 0),
	CONSTRAINT "bank_transfer_receipts_currency" CHECK ("bank_transfer_receipts"."currency" in ('USD', 'INR'))
);
--> statement-breakpoint
ALTER TABLE "bank_transfer_receipts" ADD CONSTRAINT "bank_transfer_receipts_transfer_id_bank_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."bank_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_transfer_receipts" ADD CONSTRAINT "bank_transfer_receipts_recorded_by_admins_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_transfer_receipts_transfer_idx" ON "bank_transfer_receipts" USING btree ("transfer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_transfer_receipts_key" ON "bank_transfer_receipts" USING btree ("transfer_id","idempotency_key");