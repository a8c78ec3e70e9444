ALTER TABLE "audit_log" ADD COLUMN "actor_email" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "actor_name" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "actor_role" text;--> statement-breakpoint
CREATE INDEX "audit_log_actor_email_created_idx" ON "audit_log" USING btree (lower("actor_email"),"created_at");--> statement-breakpoint
-- Entries written before the copies existed take the actor's account as it is now (deleted accounts
-- already carry placeholders).
UPDATE "audit_log" SET "actor_email" = "users"."email", "actor_name" = "users"."name", "actor_role" = "users"."role" FROM "users" WHERE "users"."id" = "audit_log"."actor_user_id";
