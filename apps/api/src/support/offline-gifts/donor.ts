import { isStaffRole } from "@rimbun/domain/constants";
import type { OfflineGiftForm } from "@rimbun/domain/schemas/offline-gift";
import { eq } from "drizzle-orm";
import { findUserByEmail, type UserRow } from "../../accounts/accounts.ts";
import type { Database } from "../../platform/db/client.ts";
import { donations, users } from "../../platform/db/schema/index.ts";
import type { Locale } from "../../platform/db/schema/users.ts";
import { ApiError } from "../../platform/http/errors.ts";
import { guestPrefix } from "../search.ts";
import { offlineGiftMessages } from "./messages.ts";

/** Who gave: what the donation row copies, like a gift made on the site. */
export interface GiftDonor {
  email: string;
  fullname: string;
  phone: string;
  locale: Locale;
  /** The account the gift belongs to now; the paid transaction links a guest's e-mail to an account too. */
  userId: string | null;
}

function refused(messageId: string, field: string): ApiError {
  return new ApiError("VALIDATION", { messageId, fields: { [field]: messageId } });
}

/** An account may receive a gift unless it was deleted or it is the console's (staff never give from it). */
function fromAccount(user: UserRow, field: string): GiftDonor {
  if (user.deletedAt) throw refused(offlineGiftMessages.donorDeleted.id, field);
  if (isStaffRole(user.role)) throw refused(offlineGiftMessages.notADonor.id, field);
  return {
    email: user.email,
    fullname: user.name,
    phone: user.phone ?? "",
    locale: user.locale,
    userId: user.id,
  };
}

/**
 * The donor of a recorded gift: one donor support found (an account's id, or `guest-<donation id>`), or a
 * new one typed in the form. A new donor whose e-mail already has an account is that account (one e-mail,
 * one account, docs/product/accounts.md); otherwise the gift is a guest's, like a single gift on the site,
 * and makes no account.
 */
export async function findGiftDonor(db: Database, form: OfflineGiftForm): Promise<GiftDonor> {
  if (form.donor_id) {
    if (form.donor_id.startsWith(guestPrefix)) {
      const [guest] = await db
        .select()
        .from(donations)
        .where(eq(donations.id, form.donor_id.slice(guestPrefix.length)))
        .limit(1);
      if (!guest) throw refused(offlineGiftMessages.donorUnknown.id, "donor_id");
      const account = await findUserByEmail(db, guest.email);
      if (account) return fromAccount(account, "donor_id");
      const { email, fullname, phone, locale } = guest;
      return { email, fullname, phone, locale, userId: null };
    }
    const [user] = await db.select().from(users).where(eq(users.id, form.donor_id)).limit(1);
    if (!user) throw refused(offlineGiftMessages.donorUnknown.id, "donor_id");
    return fromAccount(user, "donor_id");
  }
  // The schema requires both without a donor id.
  const email = form.email ?? "";
  const account = await findUserByEmail(db, email);
  if (account) return fromAccount(account, "email");
  return {
    email,
    fullname: form.fullname ?? "",
    phone: form.phone ?? "",
    locale: form.locale ?? "id",
    userId: null,
  };
}
