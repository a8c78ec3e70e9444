ALTER TABLE "whatsapp_consents" ADD COLUMN "whatsapp_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "whatsapp_messages" ADD COLUMN "purpose" text DEFAULT 'other' NOT NULL;--> statement-breakpoint
ALTER TABLE "whatsapp_messages" ADD COLUMN "donation_id" text;--> statement-breakpoint
ALTER TABLE "whatsapp_messages" ADD CONSTRAINT "whatsapp_messages_donation_id_donations_id_fk" FOREIGN KEY ("donation_id") REFERENCES "public"."donations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "whatsapp_messages_donation_idx" ON "whatsapp_messages" USING btree ("donation_id");--> statement-breakpoint
CREATE INDEX "whatsapp_messages_purpose_idx" ON "whatsapp_messages" USING btree ("purpose","created_at");--> statement-breakpoint
UPDATE "whatsapp_messages" SET "purpose" = 'confirmation' WHERE "template" = 'rimbun_consent_confirm';
