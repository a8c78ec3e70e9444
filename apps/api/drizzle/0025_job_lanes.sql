ALTER TABLE "jobs" ADD COLUMN "lane" text DEFAULT 'urgent' NOT NULL;--> statement-breakpoint
CREATE INDEX "jobs_lane_due_idx" ON "jobs" USING btree ("lane","status","run_at");--> statement-breakpoint
UPDATE "jobs" SET "lane" = 'bulk' WHERE "status" IN ('queued', 'running') AND "kind" IN ('yearly-statement-schedule', 'yearly-statement-mail', 'campaign-update-mails', 'campaign-update-mail', 'method-expiry-notice', 'method-expiry-read', 'billing-tick', 'billing-reminder', 'billing-invoice', 'billing-charge', 'billing-expire-charge', 'billing-failure-notice', 'billing-paused-notice');
