CREATE TABLE "monthly_offer_months" (
	"month" text PRIMARY KEY NOT NULL,
	"shown" integer DEFAULT 0 NOT NULL,
	"taken" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plan_upgrade_offers" (
	"id" text PRIMARY KEY NOT NULL,
	"plan_id" text NOT NULL,
	"year" integer NOT NULL,
	"from_amount" bigint NOT NULL,
	"to_amount" bigint NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_upgrade_offers_plan_year" UNIQUE("plan_id","year")
);
--> statement-breakpoint
ALTER TABLE "plan_upgrade_offers" ADD CONSTRAINT "plan_upgrade_offers_plan_id_recurring_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."recurring_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "plan_upgrade_offers_created_idx" ON "plan_upgrade_offers" USING btree ("created_at");