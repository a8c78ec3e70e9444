import { responses, signUpVolunteerRequestSchema } from "@rimbun/contract";
import { forgotPasswordUrl } from "../../accounts/account-security.ts";
import { mailTemplates } from "../../mail/templates.ts";
import { throttlePublicRequest } from "../../platform/auth/public-throttle.ts";
import { volunteerSignupAddressLimit, volunteerSignupEmailLimit } from "../../platform/auth/rate-limit.ts";
import { access } from "../../platform/http/access.ts";
import { apiMessages } from "../../platform/http/api-messages.ts";
import { defineFormRoute } from "../../platform/http/form-route.ts";
import { pickLocale } from "../../platform/http/i18n.ts";
import { knownVolunteer, storeApplication } from "../volunteer-applications.ts";

export const registerVolunteerSignup = defineFormRoute({
  method: "post",
  path: "/v1/users/volunteer",
  tags: ["Volunteers"],
  summary: "Call 14: volunteer (Fundraiser Buddy) signup; stored as a pending application",
  description:
    "An administrator approves it later; approval creates the account. An address that already has a pending application or a volunteer account gets the same answer, stores nothing new, and its owner is mailed where they stand (no account enumeration). A date of birth in the future or outside 13-120 years is 400 on `birthdate`. Throttled per e-mail and per client address (429 RATE_LIMITED); the mail greets neutrally. `?locale=en` for the English confirmation mail.",
  body: signUpVolunteerRequestSchema,
  result: responses.signUpVolunteer,
  errors: [400, 429],
  access: access.public(),
  message: apiMessages.volunteerReceived.id,
  handle: async (c, form) => {
    const services = c.get("services");
    const locale = pickLocale(c.req.query("locale"));
    await throttlePublicRequest(
      c,
      { email: volunteerSignupEmailLimit, address: volunteerSignupAddressLimit },
      form.email,
    );
    const known = await knownVolunteer(services.db, form.email);
    if (known) {
      // The answer below is a new signup's: only the address's owner learns where they stand.
      await services.mailer.send(
        form.email,
        locale,
        known === "pending"
          ? mailTemplates.volunteerKnown(locale, { state: "pending" })
          : mailTemplates.volunteerKnown(locale, {
              state: "member",
              signInUrl: `${services.env.DASHBOARD_URL.replace(/\/$/, "")}/login`,
              forgotUrl: forgotPasswordUrl(services, locale),
            }),
      );
      return { status: "pending" as const };
    }
    await storeApplication(services.db, form, locale);
    await services.mailer.send(
      form.email,
      locale,
      // Neutral greeting: the typed name is a stranger's text until an administrator approves.
      mailTemplates.volunteerApplication(locale, { name: null }),
    );
    return { status: "pending" as const };
  },
});
