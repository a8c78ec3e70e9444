import { boolean, index, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, id, instant } from "./columns.ts";
import { locales } from "./users.ts";

export interface MailAttachment {
  filename: string;
  contentType: string;
  contentBase64: string;
}

export const mailStatuses = ["outbox", "sent", "failed"] as const;

/** Every mail the product sends is recorded; without SMTP_URL this is where mails land. */
export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: id(),
    to: text("to").notNull(),
    kind: text("kind").notNull(),
    locale: text("locale", { enum: locales }).notNull(),
    subject: text("subject").notNull(),
    html: text("html").notNull(),
    text: text("text").notNull(),
    /** Extra SMTP headers (a newsletter's RFC 8058 List-Unsubscribe pair); null for most mails. */
    headers: jsonb("headers").$type<Record<string, string>>(),
    /** Files sent with the mail (a tribute card's certificate PDF, base64); null for most mails. */
    attachments: jsonb("attachments").$type<MailAttachment[]>(),
    /** The body holds a token (reset, set-password, confirmation): emptied once sent, in production. */
    sensitive: boolean("sensitive").notNull().default(false),
    status: text("status", { enum: mailStatuses }).notNull().default("outbox"),
    error: text("error"),
    sentAt: instant("sent_at"),
    createdAt: createdAt(),
  },
  (table) => [
    index("email_outbox_created_idx").on(table.createdAt),
    index("email_outbox_to_idx").on(table.to, table.createdAt),
  ],
);
