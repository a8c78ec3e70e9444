CREATE TABLE "fundraiser_page_days" (
	"page_id" text NOT NULL,
	"day" date NOT NULL,
	"raised" bigint DEFAULT 0 NOT NULL,
	"gifts" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "fundraiser_page_days_page_id_day_pk" PRIMARY KEY("page_id","day")
);
--> statement-breakpoint
ALTER TABLE "fundraiser_page_days" ADD CONSTRAINT "fundraiser_page_days_page_id_fundraiser_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."fundraiser_pages"("id") ON DELETE cascade ON UPDATE no action;