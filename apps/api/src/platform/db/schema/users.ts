import { type Role, roles } from "@rimbun/domain/constants";
import { sql } from "drizzle-orm";
import { boolean, index, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, instant, updatedAt } from "./columns.ts";
import { searchableName } from "./search-text.ts";

export { type Role, roles };
export const locales = ["id", "en"] as const;
export type Locale = (typeof locales)[number];

/** better-auth's user model plus the product's profile fields common to every role. */
export const users = pgTable(
  "users",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    emailVerified: boolean("email_verified").notNull().default(false),
    image: text("image"),
    role: text("role", { enum: roles }).notNull().default("donor"),
    /** `first`: true once the person has set a password of their own (docs/product/accounts.md#passwords). */
    first: boolean("first").notNull().default(false),
    locale: text("locale", { enum: locales }).notNull().default("id"),
    phone: text("phone"),
    address: text("address"),
    avatar: text("avatar"),
    referralCode: text("referral_code"),
    referralLocked: boolean("referral_locked").notNull().default(false),
    /** Set when the person deleted their account (PDP): the row stays, anonymised, for the ledger's references. */
    deletedAt: instant("deleted_at"),
    /** Set when an administrator disabled a staff account: no password, no sessions, no links until enabled. */
    disabledAt: instant("disabled_at"),
    /** The first sign-in by an e-mailed link (docs/decisions/sign-in-link.md): it wins the first badge too. */
    linkSignInAt: instant("link_sign_in_at"),
    /** better-auth's two-factor flag: true once a TOTP enrolment was confirmed (docs/decisions/two-factor.md). */
    twoFactorEnabled: boolean("two_factor_enabled").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    // One e-mail, one account, whatever the case the person typed it in.
    uniqueIndex("users_email_lower_idx").on(sql`lower(${table.email})`),
    uniqueIndex("users_referral_code_idx").on(sql`lower(${table.referralCode})`),
    // Staff search (donor support): by phone (whole, or any 4+ digits) and by any word of the name.
    index("users_phone_idx").on(table.phone),
    index("users_name_prefix_idx").on(sql`lower(${table.name}) text_pattern_ops`),
    index("users_name_words_trgm_idx").using("gin", sql`${searchableName(table.name)} gin_trgm_ops`),
    index("users_phone_trgm_idx").using("gin", sql`${table.phone} gin_trgm_ops`),
  ],
);
