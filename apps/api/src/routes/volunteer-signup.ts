import { responses, signUpVolunteerRequestSchema } from "@rimbun/contract";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Services } from "../context.ts";
import { users, volunteerApplications } from "../db/schema/index.ts";
import { access } from "../lib/access.ts";
import { apiMessages } from "../lib/api-messages.ts";
import { pickLocale } from "../lib/i18n.ts";
import { forgotPasswordUrl } from "../services/auth/account-security.ts";
import { throttlePublicRequest } from "../services/auth/public-throttle.ts";
import { volunteerSignupAddressLimit, volunteerSignupEmailLimit } from "../services/auth/rate-limit.ts";
import { mailTemplates } from "../services/mail/templates.ts";
import { defineFormRoute } from "./form-route.ts";

/**
 * Whether the address already has a pending application or a volunteer account (docs/decisions/api.md,
 * "Volunteer signup of a known address").
 */
async function knownVolunteer(services: Services, email: string): Promise<"pending" | "member" | null> {
  const address = email.trim().toLowerCase();
  const [member] = await services.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, address), eq(users.role, "volunteer"), isNull(users.deletedAt)))
    .limit(1);
  if (member) return "member";
  const [pending] = await services.db
    .select({ id: volunteerApplications.id })
    .from(volunteerApplications)
    .where(
      and(
        eq(sql`lower(${volunteerApplications.email})`, address),
        eq(volunteerApplications.status, "pending"),
      ),
    )
    .limit(1);
  return pending ? "pending" : null;
}

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
    const known = await knownVolunteer(services, form.email);
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
    return { status: "pending" as const };
  },
});
