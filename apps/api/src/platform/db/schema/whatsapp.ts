import {
  type WhatsAppConsentStatus,
  whatsAppConsentSources,
  whatsAppConsentStatuses,
} from "@rimbun/domain/whatsapp";
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, id, instant, updatedAt } from "./columns.ts";
import { donations } from "./donations.ts";
import { locales, users } from "./users.ts";

/**
 * A person's WhatsApp choice (docs/product/monthly-giving.md#whatsapp): `pending` once they turn it on
 * (the confirmation template is on its way), `confirmed` once they answer YA/YES, `opted-out` when they
 * turn it off or answer STOP/BERHENTI. Only `confirmed` numbers get anything but the confirmation.
 */
export { type WhatsAppConsentStatus, whatsAppConsentSources, whatsAppConsentStatuses };

export const whatsAppConsents = pgTable(
  "whatsapp_consents",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** E.164, `+628…` (messaging/phone-number.ts). */
    phone: text("phone").notNull(),
    status: text("status", { enum: whatsAppConsentStatuses }).notNull(),
    source: text("source", { enum: whatsAppConsentSources }).notNull(),
    /** When the current choice was made (turned on, confirmed, turned off). */
    chosenAt: instant("chosen_at").notNull(),
    confirmedAt: instant("confirmed_at"),
    optedOutAt: instant("opted_out_at"),
    /**
     * The donor asked for WhatsApp instead of the billing mails, not beside them: while confirmed and the
     * number is reachable, the cycle's mails are left out (docs/product/monthly-giving.md#whatsapp).
     */
    whatsAppOnly: boolean("whatsapp_only").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex("whatsapp_consents_user_idx").on(table.userId),
    index("whatsapp_consents_phone_idx").on(table.phone),
  ],
);

/**
 * One template message (the WhatsApp outbox): queued with the change it is about, sent once by the
 * `whatsapp` job. `sending` is written before the platform is called, so a crash between the call and
 * its record is never sent again (`unconfirmed`, settled by the status webhook). docs/decisions/whatsapp.md
 */
export const whatsAppMessageStatuses = [
  "queued",
  "sending",
  "unconfirmed",
  "sent",
  "delivered",
  "read",
  "failed",
  "skipped",
  "not-on-whatsapp",
] as const;
export type WhatsAppMessageStatus = (typeof whatsAppMessageStatuses)[number];

/**
 * What a message is for, as reports group them (docs/decisions/whatsapp.md): one per billing-cycle event,
 * the consent confirmation, the single reply to STOP, and `other`.
 */
export const whatsAppMessagePurposes = [
  "confirmation",
  "reminder",
  "invoice",
  "receipt",
  "payment_failed",
  "card_expiring",
  "plan_paused",
  "opt_out_confirmed",
  "other",
] as const;
export type WhatsAppMessagePurpose = (typeof whatsAppMessagePurposes)[number];

/** One step of a message's life as the platform reported it (or we decided it). */
export interface WhatsAppStatusStep {
  status: string;
  at: string;
  code?: number;
}

export const whatsAppMessages = pgTable(
  "whatsapp_messages",
  {
    id: id(),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    to: text("to").notNull(),
    /**
     * Where the message goes by e-mail when it cannot go on WhatsApp (not on WhatsApp, STOP meanwhile, refused).
     * Set only when the message replaces a mail (the donor chose WhatsApp only, messaging/cycle-messages.ts):
     * beside a mail it stays null, so the donor never gets the mail twice.
     */
    email: text("email"),
    template: text("template").notNull(),
    purpose: text("purpose", { enum: whatsAppMessagePurposes }).notNull().default("other"),
    /** The monthly gift the message is about (reminder, invoice, receipt, failed payment); null otherwise. */
    donationId: text("donation_id").references(() => donations.id, { onDelete: "set null" }),
    locale: text("locale", { enum: locales }).notNull(),
    /** The body's parameters in order, and the URL button's suffix when the template has one. */
    parameters: jsonb("parameters").$type<{ body: string[]; button?: string }>().notNull(),
    status: text("status", { enum: whatsAppMessageStatuses }).notNull().default("queued"),
    statuses: jsonb("statuses").$type<WhatsAppStatusStep[]>().notNull().default([]),
    /** The platform's message id (`wamid.…`); the dev outbox's own id outside production. */
    platformId: text("platform_id"),
    error: text("error"),
    /** What the platform charged, in rupiah, once its pricing webhooks are read (not yet). */
    costIdr: integer("cost_idr"),
    sentAt: instant("sent_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex("whatsapp_messages_platform_idx").on(table.platformId),
    index("whatsapp_messages_user_idx").on(table.userId, table.createdAt),
    index("whatsapp_messages_to_idx").on(table.to, table.createdAt),
    index("whatsapp_messages_donation_idx").on(table.donationId),
    index("whatsapp_messages_purpose_idx").on(table.purpose, table.createdAt),
  ],
);

/** Numbers the platform said are not on WhatsApp (131026): their messages go by e-mail instead. */
export const whatsAppUnreachableNumbers = pgTable("whatsapp_unreachable_numbers", {
  phone: text("phone").primaryKey(),
  code: integer("code").notNull(),
  firstSeenAt: createdAt(),
  lastSeenAt: instant("last_seen_at").notNull(),
});
