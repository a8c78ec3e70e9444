CREATE TABLE "offline_gifts" (
	"donation_id" text PRIMARY KEY NOT NULL,
	"method" text NOT NULL,
	"gift_day" text NOT NULL,
	"proof_key" text,
	"proof_type" text,
	"proof_size" integer,
	"recorded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "offline_gifts" ADD CONSTRAINT "offline_gifts_donation_id_donations_id_fk" FOREIGN KEY ("donation_id") REFERENCES "public"."donations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offline_gifts" ADD CONSTRAINT "offline_gifts_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offline_gifts_recorded_idx" ON "offline_gifts" USING btree ("recorded_by","created_at");