CREATE INDEX "customers_created_idx" ON "customers" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "customers_search_trgm_idx" ON "customers" USING gin (("first_name" || ' ' || "last_name" || ' ' || "email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status","payment_status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_total_idx" ON "orders" USING btree ("total_cents");