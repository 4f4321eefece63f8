CREATE TABLE "sandbox_paypal_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"order" jsonb NOT NULL,
	"return_url" text NOT NULL,
	"cancel_url" text NOT NULL,
	"outcome" text,
	"capture_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_paypal_orders_capture_id_unique" UNIQUE("capture_id")
);
--> statement-breakpoint
CREATE TABLE "sandbox_paypal_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"capture_id" text NOT NULL,
	"minor" integer NOT NULL,
	"reversal" boolean NOT NULL,
	"refund" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_paypal_requests" (
	"key" text PRIMARY KEY NOT NULL,
	"answer" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_paypal_tokens" (
	"token" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_paypal_webhooks" (
	"transmission_id" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_payu_refunds" (
	"token" text PRIMARY KEY NOT NULL,
	"request_id" text NOT NULL,
	"mihpayid" text NOT NULL,
	"amount" text NOT NULL,
	"paise" integer NOT NULL,
	"bank_ref_num" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_payu_transactions" (
	"txnid" text PRIMARY KEY NOT NULL,
	"request" jsonb NOT NULL,
	"amount" text NOT NULL,
	"mihpayid" text NOT NULL,
	"bank_ref_num" text NOT NULL,
	"addedon" text NOT NULL,
	"outcome" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_payu_transactions_mihpayid_unique" UNIQUE("mihpayid")
);
--> statement-breakpoint
CREATE INDEX "sandbox_paypal_refunds_capture_idx" ON "sandbox_paypal_refunds" USING btree ("capture_id");--> statement-breakpoint
CREATE INDEX "sandbox_payu_refunds_mihpayid_idx" ON "sandbox_payu_refunds" USING btree ("mihpayid");