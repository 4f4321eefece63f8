CREATE TABLE "paypal_webhook_transmissions" (
	"transmission_id" text PRIMARY KEY NOT NULL,
	"handled_at" timestamp with time zone NOT NULL
);
