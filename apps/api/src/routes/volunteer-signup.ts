import { createRoute } from "@hono/zod-openapi";
import { responses, signUpVolunteerRequestSchema } from "@rimbun/contract";
import { and, eq, sql } from "drizzle-orm";
import { volunteerApplications } from "../db/schema/index.ts";
import { apiMessages } from "../lib/api-messages.ts";
import { pickLocale } from "../lib/i18n.ts";
import {
  envelope,
  errorResponses,
  formBody,
  jsonContent,
  ok,
  type Router,
  requireBody,
} from "../lib/openapi.ts";
import { throttlePublicRequest } from "../services/auth/public-throttle.ts";
import { volunteerSignupAddressLimit, volunteerSignupEmailLimit } from "../services/auth/rate-limit.ts";
import { mailTemplates } from "../services/mail/templates.ts";

const route = createRoute({
  method: "post",
  path: "/v1/users/volunteer",
  tags: ["Volunteers"],
  summary: "Call 14: volunteer (Fundraiser Buddy) signup; stored as a pending application",
  description:
    "An administrator approves it later; approval creates the account. A second signup while one is pending answers the same and stores nothing new. Throttled per e-mail and per client address (429 RATE_LIMITED); the mail greets neutrally. `?locale=en` for the English confirmation mail.",
  request: formBody(signUpVolunteerRequestSchema),
  responses: {
    200: jsonContent(envelope(responses.signUpVolunteer)),
    400: errorResponses[400],
    429: errorResponses[429],
  },
});

export function registerVolunteerSignup(app: Router) {
  app.openapi(route, async (c) => {
    const services = c.get("services");
    const form = requireBody(c, signUpVolunteerRequestSchema);
    const locale = pickLocale(c.req.query("locale"));
    await throttlePublicRequest(
      c,
      { email: volunteerSignupEmailLimit, address: volunteerSignupAddressLimit },
      form.email,
    );
    const [pending] = await services.db
      .select({ id: volunteerApplications.id })
      .from(volunteerApplications)
      .where(
        and(
          eq(sql`lower(${volunteerApplications.email})`, form.email),
          eq(volunteerApplications.status, "pending"),
        ),
      )
      .limit(1);
    if (!pending) {
      await services.db.insert(volunteerApplications).values({
        email: form.email,
        firstName: form.firstname,
        lastName: form.lastname,
        phone: form.phone,
        sex: form.sex,
        birthDate: form.birthdate ?? null,
        province: form.province ?? null,
        city: form.city ?? null,
        occupation: form.occupation ?? null,
        institution: form.institution ?? null,
        hobby: form.hobby ?? null,
        source: form.source ?? null,
        motivation: form.motivation ?? null,
        instagram: form.instagram ?? null,
        trainingAgreed: form.agreement,
        locale,
      });
      await services.mailer.send(
        form.email,
        locale,
        // Neutral greeting: the typed name is a stranger's text until an administrator approves.
        mailTemplates.volunteerApplication(locale, { name: null }),
      );
    }
    return c.json(ok({ status: "pending" as const }, apiMessages.volunteerReceived.id), 200);
  });
}
