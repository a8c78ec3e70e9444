import { responses, twoFactorCodeBodySchema, twoFactorPasswordBodySchema } from "@rimbun/contract";
import type { AppContext } from "../../platform/context.ts";
import { access } from "../../platform/http/access.ts";
import { ApiError } from "../../platform/http/errors.ts";
import { defineFormRoute } from "../../platform/http/form-route.ts";
import { sessionUser } from "../accounts.ts";
import { confirmTwoFactor, signInWithCode, startTwoFactor, turnOffTwoFactor } from "../two-factor.ts";

/* Two-factor sign-in (docs/decisions/two-factor.md): the login's second step and the set-up. */

function passOn(c: AppContext, cookies: string[]) {
  for (const cookie of cookies) c.header("set-cookie", cookie, { append: true });
}

export const registerOauthTwoFactorSignIn = defineFormRoute({
  method: "post",
  path: "/v1/oauth/two-factor",
  tags: ["Accounts"],
  summary: "The login's second step: a TOTP or recovery code (sets the HttpOnly session cookie)",
  description:
    "After `POST /v1/oauth/login` answered `two_factor_required`, with its challenge cookie (10 minutes). `code` is the authenticator app's 6-digit code or an unused recovery code (each works once). A wrong code is 400 `twoFactor.codeWrong`; after 5 wrong codes, or once the challenge expired, 401 `twoFactor.expired` (log in again). Wrong codes are limited per account (10 per 15 minutes, then 429), on top of better-auth's per-account lockout. `remember` is the one chosen at the password step.",
  body: twoFactorCodeBodySchema,
  result: responses.signInWithCode,
  errors: [400, 401, 429],
  access: access.public(),
  handle: async (c, form) => {
    const services = c.get("services");
    const { userId, cookies } = await signInWithCode(services, form.code, c.req.raw.headers);
    passOn(c, cookies);
    const user = await sessionUser(services.db, userId);
    if (!user) throw new ApiError("UNAUTHORIZED");
    return user;
  },
});

export const registerOauthTwoFactorSetup = defineFormRoute({
  method: "post",
  path: "/v1/oauth/two-factor/setup",
  tags: ["Accounts"],
  summary: "Start setting up two-factor sign-in: the secret for an authenticator app",
  description:
    "Any signed-in account with a password of its own (else 400 `twoFactor.passwordFirst`); staff and admins reach it before their set-up, as nothing else. The password is asked again (400 `password.currentWrong`, 10 wrong tries per 15 minutes, then 429). Answers the `otpauth://` URI (for the QR code) and its secret as text; nothing changes for sign-in until `POST /v1/oauth/two-factor/confirm`. Starting again replaces an unconfirmed secret; 409 `twoFactor.alreadyOn` once it is on. Needs the cookie session (a call-1 token is refused).",
  body: twoFactorPasswordBodySchema,
  result: responses.startTwoFactor,
  errors: [400, 401, 409, 429],
  access: access.signedIn(),
  handle: async (c, form, viewer) =>
    startTwoFactor(c.get("services"), viewer, form.password, c.req.raw.headers),
});

export const registerOauthTwoFactorConfirm = defineFormRoute({
  method: "post",
  path: "/v1/oauth/two-factor/confirm",
  tags: ["Accounts"],
  summary: "Confirm the set-up with the app's first code: answers the recovery codes, this once",
  description:
    "Turns two-factor sign-in on. Ends every other session of the account and renews this one's cookie. The 10 recovery codes are answered here only: keep them. A wrong code is 400 `twoFactor.codeWrong` (10 per 15 minutes per account, then 429); without a started set-up 400 `twoFactor.notStarted`.",
  body: twoFactorCodeBodySchema,
  result: responses.confirmTwoFactor,
  errors: [400, 401, 409, 429],
  access: access.signedIn(),
  handle: async (c, form, viewer) => {
    const { recoveryCodes, cookies } = await confirmTwoFactor(
      c.get("services"),
      viewer,
      form.code,
      c.req.raw.headers,
    );
    passOn(c, cookies);
    return { recovery_codes: recoveryCodes };
  },
});

export const registerOauthTwoFactorOff = defineFormRoute({
  method: "post",
  path: "/v1/oauth/two-factor/off",
  tags: ["Accounts"],
  summary: "Turn two-factor sign-in off (donors and volunteers)",
  description:
    "The password is asked (400 `password.currentWrong`, 10 wrong tries per 15 minutes, then 429); the account is mailed. Staff and admins cannot (403 `twoFactor.staffKeep`): another administrator resets theirs. Turning off what is off changes nothing.",
  body: twoFactorPasswordBodySchema,
  result: responses.turnOffTwoFactor,
  errors: [400, 401, 403, 429],
  access: access.session(),
  handle: async (c, form, viewer) => {
    const { cookies } = await turnOffTwoFactor(c.get("services"), viewer, form.password, c.req.raw.headers);
    passOn(c, cookies);
    return true as const;
  },
});
