import { logInRequestSchema, responses } from "@rimbun/contract";
import { audit } from "../../platform/audit.ts";
import { requestAddress } from "../../platform/auth/client-address.ts";
import {
  clearRateLimit,
  hitRateLimit,
  loginAccountLimit,
  loginDeviceLimit,
  loginLimit,
  loginSubject,
  releaseRateLimit,
} from "../../platform/auth/rate-limit.ts";
import { rememberSession } from "../../platform/auth/session.ts";
import { isProduction } from "../../platform/env.ts";
import { access } from "../../platform/http/access.ts";
import { ApiError } from "../../platform/http/errors.ts";
import { defineFormRoute } from "../../platform/http/form-route.ts";
import { sessionUser } from "../accounts.ts";
import { trustedDeviceNote, trustedDeviceSetCookie } from "../trusted-device.ts";
import { signInHeaders } from "../two-factor.ts";

export const registerOauthLogin = defineFormRoute({
  method: "post",
  path: "/v1/oauth/login",
  tags: ["Accounts"],
  summary: "Log in (sets the HttpOnly session cookie)",
  description:
    "`remember=true`: the session lasts 30 days. Otherwise a browser-session cookie that also ends after 12 hours without activity. A browser where the account signed in before (its signed device cookie) is limited to 10 failed tries per 15 minutes on that device only; any other browser per account + client address (10 per 15 minutes) and per account (100 failed tries per 15 minutes from unknown devices); 429 when full. A right password sets or renews the device cookie (180 days). An account with two-factor sign-in on gets no session yet: the answer is `{ two_factor_required: true }` with an HttpOnly challenge cookie (10 minutes), and `POST /v1/oauth/two-factor` with the code signs in.",
  body: logInRequestSchema,
  result: responses.logIn,
  errors: [400, 401, 429],
  access: access.public(),
  handle: async (c, form) => {
    const services = c.get("services");
    const email = form.email.trim().toLowerCase();
    const now = services.now();
    const cookies = c.req.header("cookie");
    const device = trustedDeviceNote(services.env.AUTH_SECRET, cookies, email, now);
    // The counts are taken before the password is checked, so parallel guesses are counted too.
    const counted = device
      ? [{ rule: loginDeviceLimit, subject: loginSubject(email, `device:${device.slice(-43)}`) }]
      : [
          { rule: loginLimit, subject: loginSubject(email, requestAddress(c)) },
          { rule: loginAccountLimit, subject: email },
        ];
    for (const { rule, subject } of counted) await hitRateLimit(services.db, rule, subject, now);
    const result = await services.auth.api
      .signInEmail({
        body: { email, password: form.password, rememberMe: form.remember },
        headers: await signInHeaders(services, c.req.raw.headers),
        returnHeaders: true,
      })
      .catch(() => {
        // Wrong e-mail and wrong password look the same from outside.
        throw new ApiError("LOGIN_FAILED");
      });
    // A right password forgets this device's or address's failures and gives back its count on the account.
    for (const { rule, subject } of counted)
      await (rule === loginAccountLimit ? releaseRateLimit : clearRateLimit)(services.db, rule, subject);
    c.header(
      "set-cookie",
      trustedDeviceSetCookie(services.env.AUTH_SECRET, cookies, email, now, isProduction(services.env)),
      { append: true },
    );
    for (const cookie of result.headers.getSetCookie()) c.header("set-cookie", cookie, { append: true });
    // Two-factor on: better-auth made no session, only the challenge cookie the code step reads.
    if ("twoFactorRedirect" in result.response) return { two_factor_required: true as const };
    const token = result.response.token;
    await rememberSession(services.db, token, form.remember);
    const user = await sessionUser(services.db, result.response.user.id);
    if (!user) throw new ApiError("LOGIN_FAILED");
    await audit(services.db, {
      actorUserId: result.response.user.id,
      action: "login",
      subject: `user:${result.response.user.id}`,
    });
    return user;
  },
});
