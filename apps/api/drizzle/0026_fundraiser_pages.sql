CREATE TABLE "wall_aamiins" (
	"message_id" text NOT NULL,
	"browser_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wall_aamiins_message_id_browser_key_pk" PRIMARY KEY("message_id","browser_key")
);
--> statement-breakpoint
CREATE TABLE "wall_messages" (
	"id" text PRIMARY KEY NOT NULL,
	"donation_id" text NOT NULL,
	"fundraiser_page_id" text,
	"campaign_slug" text,
	"locale" text DEFAULT 'id' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"display" text DEFAULT 'anonymous' NOT NULL,
	"display_name" text,
	"shown_amount" bigint,
	"status" text DEFAULT 'awaiting_payment' NOT NULL,
	"moderation_reason" text,
	"moderated_by" text,
	"moderated_at" timestamp with time zone,
	"aamiin_count" integer DEFAULT 0 NOT NULL,
	"report_count" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wall_messages_donation_id_unique" UNIQUE("donation_id")
);
--> statement-breakpoint
CREATE TABLE "wall_reports" (
	"id" text PRIMARY KEY NOT NULL,
	"message_id" text,
	"fundraiser_page_id" text,
	"reason" text NOT NULL,
	"browser_key" text NOT NULL,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fundraiser_page_donors" (
	"page_id" text NOT NULL,
	"email" text NOT NULL,
	"gifts" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "fundraiser_page_donors_page_id_email_pk" PRIMARY KEY("page_id","email")
);
--> statement-breakpoint
CREATE TABLE "fundraiser_page_totals" (
	"page_id" text PRIMARY KEY NOT NULL,
	"raised" bigint DEFAULT 0 NOT NULL,
	"gifts" integer DEFAULT 0 NOT NULL,
	"donor_count" integer DEFAULT 0 NOT NULL,
	"milestones_mailed" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fundraiser_pages" (
	"id" text PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"owner_user_id" text,
	"campaign_slug" text,
	"team_id" text,
	"status" text DEFAULT 'pending_review' NOT NULL,
	"locale" text DEFAULT 'id' NOT NULL,
	"title" text NOT NULL,
	"story" text DEFAULT '' NOT NULL,
	"title_alt" text,
	"story_alt" text,
	"photo_image_id" text,
	"goal" bigint NOT NULL,
	"ends_on" date,
	"approved_at" timestamp with time zone,
	"approved_by" text,
	"hidden_at" timestamp with time zone,
	"hidden_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fundraiser_pages_slug_unique" UNIQUE("slug"),
	CONSTRAINT "fundraiser_pages_goal_positive" CHECK ("fundraiser_pages"."goal" > 0)
);
--> statement-breakpoint
CREATE TABLE "team_donors" (
	"team_id" text NOT NULL,
	"email" text NOT NULL,
	"gifts" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "team_donors_team_id_email_pk" PRIMARY KEY("team_id","email")
);
--> statement-breakpoint
CREATE TABLE "team_totals" (
	"team_id" text PRIMARY KEY NOT NULL,
	"raised" bigint DEFAULT 0 NOT NULL,
	"gifts" integer DEFAULT 0 NOT NULL,
	"donor_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teams" (
	"id" text PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"captain_user_id" text,
	"locale" text DEFAULT 'id' NOT NULL,
	"name" text NOT NULL,
	"story" text DEFAULT '' NOT NULL,
	"photo_image_id" text,
	"goal" bigint NOT NULL,
	"hidden_at" timestamp with time zone,
	"hidden_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "teams_slug_unique" UNIQUE("slug"),
	CONSTRAINT "teams_goal_positive" CHECK ("teams"."goal" > 0)
);
--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "fundraiser_page_id" text;--> statement-breakpoint
ALTER TABLE "recurring_plans" ADD COLUMN "fundraiser_page_id" text;--> statement-breakpoint
ALTER TABLE "wall_aamiins" ADD CONSTRAINT "wall_aamiins_message_id_wall_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."wall_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wall_messages" ADD CONSTRAINT "wall_messages_donation_id_donations_id_fk" FOREIGN KEY ("donation_id") REFERENCES "public"."donations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wall_messages" ADD CONSTRAINT "wall_messages_fundraiser_page_id_fundraiser_pages_id_fk" FOREIGN KEY ("fundraiser_page_id") REFERENCES "public"."fundraiser_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wall_messages" ADD CONSTRAINT "wall_messages_moderated_by_users_id_fk" FOREIGN KEY ("moderated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wall_reports" ADD CONSTRAINT "wall_reports_message_id_wall_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."wall_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wall_reports" ADD CONSTRAINT "wall_reports_fundraiser_page_id_fundraiser_pages_id_fk" FOREIGN KEY ("fundraiser_page_id") REFERENCES "public"."fundraiser_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fundraiser_page_donors" ADD CONSTRAINT "fundraiser_page_donors_page_id_fundraiser_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."fundraiser_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fundraiser_page_totals" ADD CONSTRAINT "fundraiser_page_totals_page_id_fundraiser_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."fundraiser_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fundraiser_pages" ADD CONSTRAINT "fundraiser_pages_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fundraiser_pages" ADD CONSTRAINT "fundraiser_pages_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fundraiser_pages" ADD CONSTRAINT "fundraiser_pages_photo_image_id_images_id_fk" FOREIGN KEY ("photo_image_id") REFERENCES "public"."images"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fundraiser_pages" ADD CONSTRAINT "fundraiser_pages_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_donors" ADD CONSTRAINT "team_donors_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_totals" ADD CONSTRAINT "team_totals_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_captain_user_id_users_id_fk" FOREIGN KEY ("captain_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_photo_image_id_images_id_fk" FOREIGN KEY ("photo_image_id") REFERENCES "public"."images"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wall_messages_page_idx" ON "wall_messages" USING btree ("fundraiser_page_id","published_at") WHERE "wall_messages"."status" = 'visible';--> statement-breakpoint
CREATE INDEX "wall_messages_campaign_idx" ON "wall_messages" USING btree ("campaign_slug","published_at") WHERE "wall_messages"."status" = 'visible';--> statement-breakpoint
CREATE INDEX "wall_messages_review_idx" ON "wall_messages" USING btree ("created_at") WHERE "wall_messages"."status" = 'held' or ("wall_messages"."status" = 'visible' and "wall_messages"."report_count" > 0);--> statement-breakpoint
CREATE INDEX "wall_reports_open_idx" ON "wall_reports" USING btree ("created_at") WHERE "wall_reports"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "fundraiser_pages_owner_idx" ON "fundraiser_pages" USING btree ("owner_user_id","created_at");--> statement-breakpoint
CREATE INDEX "fundraiser_pages_team_idx" ON "fundraiser_pages" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "fundraiser_pages_campaign_idx" ON "fundraiser_pages" USING btree ("campaign_slug","status");--> statement-breakpoint
CREATE INDEX "fundraiser_pages_review_idx" ON "fundraiser_pages" USING btree ("created_at") WHERE "fundraiser_pages"."status" = 'pending_review';--> statement-breakpoint
CREATE INDEX "team_totals_raised_idx" ON "team_totals" USING btree ("raised");--> statement-breakpoint
CREATE INDEX "teams_captain_idx" ON "teams" USING btree ("captain_user_id");--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_fundraiser_page_id_fundraiser_pages_id_fk" FOREIGN KEY ("fundraiser_page_id") REFERENCES "public"."fundraiser_pages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_plans" ADD CONSTRAINT "recurring_plans_fundraiser_page_id_fundraiser_pages_id_fk" FOREIGN KEY ("fundraiser_page_id") REFERENCES "public"."fundraiser_pages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "donations_fundraiser_page_idx" ON "donations" USING btree ("fundraiser_page_id","created_at") WHERE "donations"."fundraiser_page_id" is not null;