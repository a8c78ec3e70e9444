CREATE TABLE "badge_totals" (
	"user_id" text PRIMARY KEY NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "point_balances" (
	"user_id" text PRIMARY KEY NOT NULL,
	"point" numeric(14, 2) DEFAULT '0' NOT NULL,
	"withdrawal_point" numeric(14, 2) DEFAULT '0' NOT NULL,
	"withdrawal_hold" numeric(14, 2) DEFAULT '0' NOT NULL,
	"referred_monthly_donors" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "badge_totals" ADD CONSTRAINT "badge_totals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_balances" ADD CONSTRAINT "point_balances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "point_balances" ("user_id", "point", "withdrawal_point", "withdrawal_hold", "referred_monthly_donors")
SELECT "user_id",
  coalesce(sum("points") FILTER (WHERE "status" = 'approved' AND "type" IN ('earn', 'adjust') AND "reason" NOT IN ('referred-monthly-donor', 'refund:referred-monthly-donor')), 0),
  coalesce(sum("points") FILTER (WHERE "status" = 'approved' AND "type" IN ('donate', 'withdraw', 'redeem') AND "reason" NOT IN ('referred-monthly-donor', 'refund:referred-monthly-donor')), 0),
  coalesce(sum("points") FILTER (WHERE "status" = 'pending' AND "type" IN ('donate', 'withdraw', 'redeem') AND "reason" NOT IN ('referred-monthly-donor', 'refund:referred-monthly-donor')), 0),
  (count(*) FILTER (WHERE "status" = 'approved' AND "reason" = 'referred-monthly-donor')
    - count(*) FILTER (WHERE "status" = 'approved' AND "reason" = 'refund:referred-monthly-donor'))::int
FROM "point_ledger" GROUP BY "user_id";
--> statement-breakpoint
INSERT INTO "badge_totals" ("user_id", "amount")
SELECT u."id", coalesce((SELECT sum(d."amount") FROM "donations" d
  WHERE d."status" = 'done' AND (d."user_id" = u."id" OR lower(d."email") = lower(u."email"))), 0)
FROM "users" u;
--> statement-breakpoint
INSERT INTO "referral_donors" ("user_id", "period", "email")
SELECT DISTINCT l."user_id", to_char(l."created_at" AT TIME ZONE 'Asia/Jakarta', 'YYYY-MM-DD'), lower(d."email")
FROM "point_ledger" l JOIN "donations" d ON d."id" = l."donation_id"
WHERE l."reason" = 'referral' AND l."type" = 'earn' AND l."status" = 'approved'
  AND NOT EXISTS (SELECT 1 FROM "point_ledger" r WHERE r."donation_id" = l."donation_id" AND r."user_id" = l."user_id" AND r."reason" = 'refund')
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "referral_totals" ("user_id", "period", "points", "donations", "donors")
SELECT l."user_id", to_char(l."created_at" AT TIME ZONE 'Asia/Jakarta', 'YYYY-MM-DD'), sum(l."points"), coalesce(sum(l."amount"), 0), 0
FROM "point_ledger" l
WHERE l."reason" = 'referral' AND l."type" = 'earn' AND l."status" = 'approved'
  AND NOT EXISTS (SELECT 1 FROM "point_ledger" r WHERE r."donation_id" = l."donation_id" AND r."user_id" = l."user_id" AND r."reason" = 'refund')
GROUP BY 1, 2
ON CONFLICT DO NOTHING;
--> statement-breakpoint
UPDATE "referral_totals" t SET "donors" = c.n
FROM (SELECT "user_id", "period", count(*)::int AS n FROM "referral_donors" WHERE length("period") = 10 GROUP BY 1, 2) c
WHERE c."user_id" = t."user_id" AND c."period" = t."period";
