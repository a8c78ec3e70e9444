ALTER TABLE "donations" ADD COLUMN "cycle_due_day" text;--> statement-breakpoint
ALTER TABLE "recurring_plans" ADD COLUMN "billing_state" jsonb;--> statement-breakpoint
ALTER TABLE "recurring_plans" ADD COLUMN "test_outcome" text;