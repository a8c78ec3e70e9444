CREATE TABLE "channel_fees" (
	"channel" text PRIMARY KEY NOT NULL,
	"fixed" bigint NOT NULL,
	"percent_basis_points" integer NOT NULL,
	"vat_basis_points" integer NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "covered_fee" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "recurring_plans" ADD COLUMN "cover_fee" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "channel_fees" ADD CONSTRAINT "channel_fees_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;