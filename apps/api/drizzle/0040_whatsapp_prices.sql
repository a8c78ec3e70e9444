CREATE TABLE "whatsapp_prices" (
	"id" text PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	"price_idr" integer NOT NULL,
	"effective_from" date NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "whatsapp_prices" ADD CONSTRAINT "whatsapp_prices_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "whatsapp_prices_category_idx" ON "whatsapp_prices" USING btree ("category","effective_from","created_at");