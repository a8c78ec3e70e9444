CREATE TABLE "campaign_donors" (
	"campaign_slug" text NOT NULL,
	"email" text NOT NULL,
	"gifts" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "campaign_donors_campaign_slug_email_pk" PRIMARY KEY("campaign_slug","email")
);
--> statement-breakpoint
CREATE TABLE "campaign_totals" (
	"campaign_slug" text PRIMARY KEY NOT NULL,
	"raised" bigint DEFAULT 0 NOT NULL,
	"gifts" integer DEFAULT 0 NOT NULL,
	"donor_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "campaign_donors" ("campaign_slug", "email", "gifts")
SELECT "campaign_slug", lower("email"), count(*)::int FROM "donations"
WHERE "status" = 'done' AND "campaign_slug" IS NOT NULL
GROUP BY "campaign_slug", lower("email");
--> statement-breakpoint
INSERT INTO "campaign_totals" ("campaign_slug", "raised", "gifts", "donor_count")
SELECT d."campaign_slug", sum(d."amount"), count(*)::int,
  (SELECT count(*)::int FROM "campaign_donors" c WHERE c."campaign_slug" = d."campaign_slug")
FROM "donations" d
WHERE d."status" = 'done' AND d."campaign_slug" IS NOT NULL
GROUP BY d."campaign_slug";
