import { requestSignInLinkRequestSchema, responses, signInByLinkRequestSchema } from "@rimbun/contract";
import { requestAddress } from "../../platform/auth/client-address.ts";
import { access } from "../../platform/http/access.ts";
import { ApiError } from "../../platform/http/errors.ts";
import { defineFormRoute } from "../../platform/http/form-route.ts";
import { sessionUser } from "../accounts.ts";
import { requestSignInLink, signInByLink } from "../sign-in-link.ts";

export const registerOauthLinkRequest = defineFormRoute({
  method: "post",
  path: "/v1/oauth/link",
  tags: ["Accounts"],
  summary: "E-mail a sign-in link (works once, valid 15 minutes)",
  description:
    "Answers the same whether or not the e-mail has an account; deleted and admin accounts never get a link. Rate-limited like forgot-password: per target e-mail (5 per hour, whoever asks) and per client address (20 per hour); 429 when full. The mail goes out in the account's language.",
  body: requestSignInLinkRequestSchema,
  result: responses.requestSignInLink,
  errors: [400, 429],
  access: access.public(),
  message: "signInLink.sent",
  handle: async (c, form) => {
    const email = form.email.trim().toLowerCase();
    await requestSignInLink(c.get("services"), email, requestAddress(c), c.req.raw.headers);
    return "sent" as const;
  },
});

export const registerOauthLinkSignIn = defineFormRoute({
  method: "post",
  path: "/v1/oauth/link/sign-in",
  tags: ["Accounts"],
  summary: "Sign in with an e-mailed link's token (sets the HttpOnly session cookie)",
  description:
    "The dashboard's link screen posts the token when the person presses its button (a GET never spends a link: mail scanners open links). The token works once (better-auth's magic-link plugin consumes it); expired, used, tampered, admin and deleted accounts' tokens answer 400 `signInLink.invalid`. The session is the one a login with `remember=true` makes (30 days).",
  body: signInByLinkRequestSchema,
  result: responses.signInByLink,
  errors: [400],
  access: access.link(),
  handle: async (c, form) => {
    const services = c.get("services");
    const { user, cookies } = await signInByLink(services, form.token, c.req.raw.headers);
    for (const cookie of cookies) c.header("set-cookie", cookie, { append: true });
    const answer = await sessionUser(services.db, user.id);
    if (!answer) throw new ApiError("UNAUTHORIZED");
    return answer;
  },
});
