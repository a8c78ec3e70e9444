import { z } from "@hono/zod-openapi";
import {
  type MailPreferencesView,
  mailPreferencesUpdateSchema,
  newsletterStates,
  responses,
} from "@rimbun/contract";
import { findUserById } from "../../accounts/accounts.ts";
import { audit } from "../../platform/audit.ts";
import type { Services, Viewer } from "../../platform/context.ts";
import { access } from "../../platform/http/access.ts";
import { ApiError } from "../../platform/http/errors.ts";
import { defineFormRoute } from "../../platform/http/form-route.ts";
import type { Router } from "../../platform/http/openapi.ts";
import { defineReadRoute } from "../../platform/http/read-route.ts";
import { mailPreferencesOf, setMailPreferences } from "../mail-preferences.ts";
import { requestNewsletterConsent, subscriptionOfAddress, unsubscribe } from "../newsletter.ts";

/** The session person's switches: always their own address (there is no `email` to name anyone else). */
async function preferencesView(services: Services, viewer: Viewer): Promise<MailPreferencesView> {
  const preferences = await mailPreferencesOf(services.db, viewer.email);
  const subscription = await subscriptionOfAddress(services, viewer.email);
  const newsletter = subscription?.status ?? "none";
  return {
    newsletter: (newsletterStates as readonly string[]).includes(newsletter) ? newsletter : "none",
    campaign_updates: preferences.campaignUpdates,
    yearly_statement: preferences.yearlyStatement,
  } as MailPreferencesView;
}

const registerGet = defineReadRoute({
  path: "/v1/mail/preferences",
  tags: ["Privacy"],
  summary:
    "Optional mail of the signed-in person: newsletter (double opt-in), campaign updates, yearly statement",
  query: z.object({}),
  result: responses.getMailPreferences,
  errors: [401],
  access: access.session(),
  handle: (c, _query, viewer) => preferencesView(c.get("services"), viewer),
});

const registerPut = defineFormRoute({
  method: "put",
  path: "/v1/mail/preferences",
  tags: ["Privacy"],
  summary: "Switch the signed-in person's optional mail on or off",
  description:
    "Only the switches sent change. `newsletter: true` mails the double opt-in confirmation link (the state stays `pending` until it is confirmed); `false` unsubscribes. Always the session's own address.",
  body: mailPreferencesUpdateSchema,
  result: responses.updateMailPreferences,
  errors: [400, 401],
  access: access.session(),
  handle: async (c, input, viewer) => {
    const services = c.get("services");
    const user = await findUserById(services.db, viewer.userId);
    if (!user) throw new ApiError("UNAUTHORIZED");
    const topics = {
      ...(input.campaign_updates !== undefined ? { campaignUpdates: input.campaign_updates } : {}),
      ...(input.yearly_statement !== undefined ? { yearlyStatement: input.yearly_statement } : {}),
    };
    if (Object.keys(topics).length > 0) await setMailPreferences(services.db, user.email, topics);
    if (input.newsletter === true) {
      await requestNewsletterConsent(services, { email: user.email, locale: user.locale, source: "profile" });
    } else if (input.newsletter === false) {
      const subscription = await subscriptionOfAddress(services, user.email);
      if (subscription) await unsubscribe(services, subscription);
    }
    await audit(services.db, {
      actorUserId: user.id,
      action: "mail-preferences.update",
      subject: `user:${user.id}`,
      data: { ...input },
    });
    return preferencesView(services, viewer);
  },
});

export function registerMailPreferences(app: Router) {
  registerGet(app);
  registerPut(app);
}
