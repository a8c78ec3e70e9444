CREATE TABLE "newsletter_subscriptions" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"locale" text DEFAULT 'id' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"source" text NOT NULL,
	"confirmed_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referral_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "referrer_user_id" text;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "flag" text;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "sensitive" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "recurring_plans" ADD COLUMN "referrer_user_id" text;--> statement-breakpoint
ALTER TABLE "referral_codes" ADD CONSTRAINT "referral_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscriptions_email_idx" ON "newsletter_subscriptions" USING btree (lower("email"));--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_referrer_user_id_users_id_fk" FOREIGN KEY ("referrer_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_plans" ADD CONSTRAINT "recurring_plans_referrer_user_id_users_id_fk" FOREIGN KEY ("referrer_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "donations_referrer_created_idx" ON "donations" USING btree ("referrer_user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "donations_plan_cycle_live_idx" ON "donations" USING btree ("recurring_plan_id","cycle_due_day") WHERE "donations"."cycle_due_day" is not null and "donations"."status" in ('pending', 'done');--> statement-breakpoint
CREATE INDEX "donations_flag_idx" ON "donations" USING btree ("flag") WHERE "donations"."flag" is not null;--> statement-breakpoint
INSERT INTO "referral_codes" ("code", "user_id") SELECT lower("referral_code"), "id" FROM "users" WHERE "referral_code" IS NOT NULL ON CONFLICT DO NOTHING;--> statement-breakpoint
UPDATE "donations" d SET "referrer_user_id" = u."id" FROM "users" u WHERE d."referral_code" IS NOT NULL AND lower(u."referral_code") = lower(d."referral_code");--> statement-breakpoint
UPDATE "recurring_plans" p SET "referrer_user_id" = u."id" FROM "users" u WHERE p."referral_code" IS NOT NULL AND lower(u."referral_code") = lower(p."referral_code");
