import { jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { updatedAt } from "./columns.ts";
import { users } from "./users.ts";

export interface PrivateInformation {
  gender?: string;
  dob?: string;
  state?: string;
  city?: string;
  job?: string;
  institution?: string;
}
export interface OptionalInformation {
  hobby?: string;
  affiliation?: string;
  motivation?: string;
}
export interface BankAccount {
  bank_name?: string;
  holder?: string;
  account_number?: string;
  branch?: string;
}

export const volunteerProfiles = pgTable("volunteer_profiles", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  firstName: text("first_name").notNull().default(""),
  lastName: text("last_name").notNull().default(""),
  privateInformation: jsonb("private_information").$type<PrivateInformation>().notNull().default({}),
  socialMedia: text("social_media"),
  optionalInformation: jsonb("optional_information").$type<OptionalInformation>().notNull().default({}),
  bankAccount: jsonb("bank_account").$type<BankAccount>().notNull().default({}),
  updatedAt: updatedAt(),
});
