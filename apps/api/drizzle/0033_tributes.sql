CREATE TABLE "tributes" (
	"donation_id" text PRIMARY KEY NOT NULL,
	"occasion" text NOT NULL,
	"honoree_name" text NOT NULL,
	"honoree_email" text,
	"message" text,
	"send_on" text NOT NULL,
	"card_locale" text NOT NULL,
	"show_amount" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'awaiting_payment' NOT NULL,
	"send_at" timestamp with time zone,
	"generation" integer DEFAULT 0 NOT NULL,
	"send_count" integer DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone,
	"skip_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "tributes" ADD CONSTRAINT "tributes_donation_id_donations_id_fk" FOREIGN KEY ("donation_id") REFERENCES "public"."donations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tributes_scheduled_idx" ON "tributes" USING btree ("send_at") WHERE "tributes"."status" = 'scheduled';