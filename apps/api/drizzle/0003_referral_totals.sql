CREATE TABLE "referral_donors" (
	"user_id" text NOT NULL,
	"period" text NOT NULL,
	"email" text NOT NULL,
	CONSTRAINT "referral_donors_user_id_period_email_pk" PRIMARY KEY("user_id","period","email")
);
--> statement-breakpoint
CREATE TABLE "referral_totals" (
	"user_id" text NOT NULL,
	"period" text NOT NULL,
	"points" numeric(14, 2) DEFAULT '0' NOT NULL,
	"donations" bigint DEFAULT 0 NOT NULL,
	"donors" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "referral_totals_user_id_period_pk" PRIMARY KEY("user_id","period")
);
--> statement-breakpoint
ALTER TABLE "referral_donors" ADD CONSTRAINT "referral_donors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_totals" ADD CONSTRAINT "referral_totals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "referral_totals_rank_idx" ON "referral_totals" USING btree ("period","points","donations");