CREATE TABLE "mail_preferences" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"campaign_updates" boolean DEFAULT true NOT NULL,
	"yearly_statement" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "recurring_plans" ADD COLUMN "provider_customer_id" text;--> statement-breakpoint
ALTER TABLE "recurring_plans" ADD COLUMN "provider_plan_id" text;--> statement-breakpoint
ALTER TABLE "recurring_plans" ADD COLUMN "provider_plan_reference" text;--> statement-breakpoint
ALTER TABLE "recurring_plans" ADD COLUMN "provider_method_id" text;--> statement-breakpoint
ALTER TABLE "recurring_plans" ADD COLUMN "provider_method_expires_on" text;--> statement-breakpoint
ALTER TABLE "recurring_plans" ADD COLUMN "method_expiry_notice_for" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "mail_preferences_email_idx" ON "mail_preferences" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "recurring_plans_provider_plan_idx" ON "recurring_plans" USING btree ("provider_plan_id");--> statement-breakpoint
CREATE INDEX "recurring_plans_provider_plan_ref_idx" ON "recurring_plans" USING btree ("provider_plan_reference");