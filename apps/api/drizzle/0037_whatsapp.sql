CREATE TABLE "whatsapp_consents" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"phone" text NOT NULL,
	"status" text NOT NULL,
	"source" text NOT NULL,
	"chosen_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"opted_out_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "whatsapp_messages" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text,
	"to" text NOT NULL,
	"email" text,
	"template" text NOT NULL,
	"locale" text NOT NULL,
	"parameters" jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"statuses" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"platform_id" text,
	"error" text,
	"cost_idr" integer,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "whatsapp_unreachable_numbers" (
	"phone" text PRIMARY KEY NOT NULL,
	"code" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "whatsapp_consents" ADD CONSTRAINT "whatsapp_consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_messages" ADD CONSTRAINT "whatsapp_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_consents_user_idx" ON "whatsapp_consents" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "whatsapp_consents_phone_idx" ON "whatsapp_consents" USING btree ("phone");--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_messages_platform_idx" ON "whatsapp_messages" USING btree ("platform_id");--> statement-breakpoint
CREATE INDEX "whatsapp_messages_user_idx" ON "whatsapp_messages" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "whatsapp_messages_to_idx" ON "whatsapp_messages" USING btree ("to","created_at");