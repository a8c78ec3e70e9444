CREATE TABLE "donation_matches" (
	"donation_id" text PRIMARY KEY NOT NULL,
	"pledge_id" text NOT NULL,
	"gift" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"matched_at" timestamp with time zone NOT NULL,
	"reversed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "matching_pledges" (
	"id" text PRIMARY KEY NOT NULL,
	"campaign_slug" text NOT NULL,
	"partner_name" text NOT NULL,
	"logo_image_id" text,
	"ratio" integer NOT NULL,
	"cap" bigint NOT NULL,
	"used" bigint DEFAULT 0 NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "matching_pledges_used_within_cap" CHECK ("matching_pledges"."used" >= 0 and "matching_pledges"."used" <= "matching_pledges"."cap"),
	CONSTRAINT "matching_pledges_ratio" CHECK ("matching_pledges"."ratio" between 1 and 2),
	CONSTRAINT "matching_pledges_period" CHECK ("matching_pledges"."starts_on" <= "matching_pledges"."ends_on")
);
--> statement-breakpoint
ALTER TABLE "donation_matches" ADD CONSTRAINT "donation_matches_donation_id_donations_id_fk" FOREIGN KEY ("donation_id") REFERENCES "public"."donations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donation_matches" ADD CONSTRAINT "donation_matches_pledge_id_matching_pledges_id_fk" FOREIGN KEY ("pledge_id") REFERENCES "public"."matching_pledges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matching_pledges" ADD CONSTRAINT "matching_pledges_logo_image_id_images_id_fk" FOREIGN KEY ("logo_image_id") REFERENCES "public"."images"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "donation_matches_pledge_idx" ON "donation_matches" USING btree ("pledge_id","matched_at");--> statement-breakpoint
CREATE INDEX "matching_pledges_campaign_idx" ON "matching_pledges" USING btree ("campaign_slug","starts_on");