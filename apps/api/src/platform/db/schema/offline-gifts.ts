import { offlineGiftMethods } from "@rimbun/domain/offline-gifts";
import { index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt } from "./columns.ts";
import { donations } from "./donations.ts";
import { users } from "./users.ts";

export const offlineProofTypes = ["image/webp", "application/pdf"] as const;

/**
 * A gift that arrived outside the site, recorded by staff (docs/product/staff-console.md#gifts-outside-the-site):
 * its donation row is an ordinary one (provider `offline`, channel = the method) that went through the paid
 * transaction; this row keeps what only such a gift has: the day it arrived, who recorded it and its proof,
 * a file in the storage port under `offline-proofs/` that only staff download.
 */
export const offlineGifts = pgTable(
  "offline_gifts",
  {
    donationId: text("donation_id")
      .primaryKey()
      .references(() => donations.id, { onDelete: "cascade" }),
    method: text("method", { enum: offlineGiftMethods }).notNull(),
    /** The Jakarta day the money arrived (the donation's `paid_at` falls on it). */
    giftDay: text("gift_day").notNull(),
    proofKey: text("proof_key"),
    proofType: text("proof_type", { enum: offlineProofTypes }),
    proofSize: integer("proof_size"),
    recordedBy: text("recorded_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (table) => [index("offline_gifts_recorded_idx").on(table.recordedBy, table.createdAt)],
);
