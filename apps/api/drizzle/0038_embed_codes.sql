CREATE TABLE "embed_codes" (
	"id" text PRIMARY KEY NOT NULL,
	"partner_name" text NOT NULL,
	"allowed_origins" text[] NOT NULL,
	"campaign_id" text,
	"fundraiser_page_id" text,
	"locale" text NOT NULL,
	"presets" integer[] NOT NULL,
	"colour" text NOT NULL,
	"show_meter" boolean DEFAULT true NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "embed_codes_one_target" CHECK (("embed_codes"."campaign_id" is null) <> ("embed_codes"."fundraiser_page_id" is null)),
	CONSTRAINT "embed_codes_origins_count" CHECK (cardinality("embed_codes"."allowed_origins") between 1 and 10),
	CONSTRAINT "embed_codes_presets_count" CHECK (cardinality("embed_codes"."presets") between 1 and 4),
	CONSTRAINT "embed_codes_colour" CHECK ("embed_codes"."colour" ~ '^#[0-9a-f]{6}$'),
	CONSTRAINT "embed_codes_partner_name" CHECK (char_length("embed_codes"."partner_name") between 1 and 80)
);
--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "embed_code_id" text;--> statement-breakpoint
ALTER TABLE "embed_codes" ADD CONSTRAINT "embed_codes_campaign_id_campaigns_slug_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "embed_codes" ADD CONSTRAINT "embed_codes_fundraiser_page_id_fundraiser_pages_id_fk" FOREIGN KEY ("fundraiser_page_id") REFERENCES "public"."fundraiser_pages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "embed_codes" ADD CONSTRAINT "embed_codes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "embed_codes_created_idx" ON "embed_codes" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_embed_code_id_embed_codes_id_fk" FOREIGN KEY ("embed_code_id") REFERENCES "public"."embed_codes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "donations_embed_created_idx" ON "donations" USING btree ("embed_code_id","created_at") WHERE "donations"."embed_code_id" is not null;--> statement-breakpoint
CREATE INDEX "donations_embed_paid_idx" ON "donations" USING btree ("embed_code_id","paid_at") WHERE "donations"."embed_code_id" is not null and "donations"."status" = 'done';