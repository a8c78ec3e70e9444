CREATE TABLE "fundraiser_updates" (
	"id" text PRIMARY KEY NOT NULL,
	"page_id" text NOT NULL,
	"posted_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fundraiser_updates" ADD CONSTRAINT "fundraiser_updates_page_id_fundraiser_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."fundraiser_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fundraiser_updates_page_day_idx" ON "fundraiser_updates" USING btree ("page_id","posted_on");