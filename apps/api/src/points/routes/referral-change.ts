import { responses, updateReferralCodeRequestSchema } from "@rimbun/contract";
import { messages } from "@rimbun/domain";
import { findUserByEmail } from "../../accounts/accounts.ts";
import { audit } from "../../platform/audit.ts";
import { assertSameUserEmail } from "../../platform/context.ts";
import { access } from "../../platform/http/access.ts";
import { ApiError } from "../../platform/http/errors.ts";
import { defineFormRoute } from "../../platform/http/form-route.ts";
import { isUniqueViolation } from "../../platform/unique-violation.ts";
import { claimReferralCode, lockInReferralCode, referralCodeInUse } from "../referral-codes.ts";

function taken(): ApiError {
  return new ApiError("CONFLICT", {
    messageId: messages.referralTaken.id,
    fields: { referral_code: messages.referralTaken.id },
  });
}

/** Rolls the registry claim back with the refused change. */
class LockedError extends Error {}

export const registerReferralChange = defineFormRoute({
  method: "put",
  path: "/v1/users/referral",
  tags: ["Profiles"],
  summary: "Call 13: change the referral code, once",
  description:
    'The change and the lock happen in one conditional UPDATE, so of two simultaneous requests exactly one wins; the other (and any later one) gets 409 with `result: "locked"` and message `referral.locked`. A code another person uses or ever used (every code given is registered for good) is 409 `referral.taken`.',
  body: updateReferralCodeRequestSchema,
  result: responses.updateReferralCode,
  errors: [400, 401, 403, 409],
  access: access.session([{ in: "body", name: "email", resource: "person" }]),
  handle: async (c, form, viewer) => {
    const services = c.get("services");
    assertSameUserEmail(viewer, form.email);
    const target = await findUserByEmail(services.db, form.email);
    if (!target) throw new ApiError("NOT_FOUND");
    if (await referralCodeInUse(services.db, form.referral_code, target.id)) throw taken();
    // A code is registered to its first owner for good
    // (docs/product/fundraiser-buddy.md#referral-links-and-codes); another person's code, current or freed,
    // is refused. The registry claim and the one-time change commit together or not at all.
    try {
      await services.db.transaction(async (tx) => {
        if ((await claimReferralCode(tx, form.referral_code, target.id)) === "taken") throw taken();
        if (!(await lockInReferralCode(tx, form.referral_code, target.id))) throw new LockedError();
      });
    } catch (error) {
      if (error instanceof LockedError)
        throw new ApiError("LOCKED", { messageId: "referral.locked", result: "locked" });
      if (isUniqueViolation(error)) throw taken();
      throw error;
    }
    await audit(services.db, {
      actorUserId: viewer.userId,
      action: "referral.change",
      subject: `user:${target.id}`,
      data: { from: target.referralCode, to: form.referral_code },
    });
    return { referral_code: form.referral_code, referral_lock: 1 as const };
  },
});
