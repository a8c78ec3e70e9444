ALTER TABLE "jobs" ADD COLUMN "key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_key_idx" ON "jobs" USING btree ("key");