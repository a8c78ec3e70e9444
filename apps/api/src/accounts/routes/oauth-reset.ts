import { resetPasswordRequestSchema, responses } from "@rimbun/contract";
import { audit } from "../../platform/audit.ts";
import { requestAddress } from "../../platform/auth/client-address.ts";
import { clearLoginLimits } from "../../platform/auth/rate-limit.ts";
import { endSessionsOf } from "../../platform/auth/session.ts";
import { access } from "../../platform/http/access.ts";
import { ApiError } from "../../platform/http/errors.ts";
import { defineFormRoute } from "../../platform/http/form-route.ts";
import {
  claimPasswordToken,
  findUserById,
  hashPassword,
  passwordTokenIdentifier,
  passwordTokenLive,
  storePasswordHash,
} from "../accounts.ts";
import { assertPasswordAllowed } from "../password-policy.ts";
import { sessionSetCookie, startSessionAfterPasswordLink } from "../password-sign-in.ts";

const invalidToken = () => new ApiError("BAD_REQUEST", { messageId: "reset.invalidToken" });

export const registerOauthReset = defineFormRoute({
  method: "post",
  path: "/v1/oauth/reset",
  tags: ["Accounts"],
  summary: "Call 16: set a new password with a reset or set-password token",
  description:
    "Tokens work once (only their SHA-256 is stored). The password needs at least 10 characters and must not be a common one (`password.common`). Sets `first` to true, ends every session of the account and lifts its login limits. Then signs the link's account in (HttpOnly session cookie, 30 days, as a sign-in link does), except staff and administrators, who sign in with the new password.",
  body: resetPasswordRequestSchema,
  result: responses.resetPassword,
  errors: [400],
  access: access.link(),
  handle: async (c, form) => {
    const services = c.get("services");
    const identifier = passwordTokenIdentifier(form.token);
    if (!(await passwordTokenLive(services.db, identifier, services.now()))) throw invalidToken();
    // A common password leaves the link usable: the person picks another one.
    assertPasswordAllowed(form.password);
    // Hashing is slow: before the transaction, which must not hold locks for it.
    const hash = await hashPassword(services, form.password);
    const client = { address: requestAddress(c), userAgent: c.req.header("user-agent") ?? null };
    const started = await services.db.transaction(async (tx) => {
      // The delete is the claim: of two requests with one token, only one gets the row back.
      const claimed = await claimPasswordToken(tx, identifier, services.now());
      if (!claimed) throw invalidToken();
      const user = await findUserById(tx, claimed.userId);
      if (!user) throw invalidToken();
      await storePasswordHash(tx, user.id, hash, services.now());
      // Whoever held the old password (or a stolen session) is signed out everywhere.
      await endSessionsOf(tx, user.id);
      await clearLoginLimits(tx, user.email);
      // No session here: the actor is the mailbox's owner, who proved it with the link.
      await audit(tx, { actorUserId: user.id, action: "password.reset", subject: `user:${user.id}` });
      // Signed in by the link that was just spent: in this transaction, so only its claimant is.
      return startSessionAfterPasswordLink(services, tx, user, client);
    });
    if (started) c.header("set-cookie", await sessionSetCookie(services, started.token), { append: true });
    return "reset" as const;
  },
});
