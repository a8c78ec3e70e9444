import { requestPasswordResetRequestSchema, responses } from "@rimbun/contract";
import { requestAddress } from "../../platform/auth/client-address.ts";
import { forgotAddressLimit, forgotEmailLimit, hitRateLimit } from "../../platform/auth/rate-limit.ts";
import { access } from "../../platform/http/access.ts";
import { defineFormRoute } from "../../platform/http/form-route.ts";
import { findUserByEmail, sendResetLink } from "../accounts.ts";

export const registerOauthForgot = defineFormRoute({
  method: "post",
  path: "/v1/oauth/forgot",
  tags: ["Accounts"],
  summary: "Call 15: e-mail a single-use reset link (valid 1 hour)",
  description:
    "Answers the same whether or not the e-mail has an account. Rate-limited per target e-mail (5 per hour, whoever asks) and per client address (20 per hour); 429 when full.",
  body: requestPasswordResetRequestSchema,
  result: responses.requestPasswordReset,
  errors: [400, 429],
  access: access.public(),
  message: "forgot.sent",
  handle: async (c, form) => {
    const services = c.get("services");
    const email = form.email.trim().toLowerCase();
    const now = services.now();
    await hitRateLimit(services.db, forgotAddressLimit, requestAddress(c), now);
    await hitRateLimit(services.db, forgotEmailLimit, email, now);
    const user = await findUserByEmail(services.db, email);
    // A disabled staff account gets no link (an administrator enables it); the answer is the same.
    if (user && !user.disabledAt) await sendResetLink(services, user);
    return "sent" as const;
  },
});
