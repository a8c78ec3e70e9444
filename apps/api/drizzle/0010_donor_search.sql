CREATE INDEX "donations_phone_idx" ON "donations" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "donations_fullname_prefix_idx" ON "donations" USING btree (lower("fullname") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "donations_invoice_number_idx" ON "donations" USING btree (left("id", 14));--> statement-breakpoint
CREATE INDEX "users_phone_idx" ON "users" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "users_name_prefix_idx" ON "users" USING btree (lower("name") text_pattern_ops);