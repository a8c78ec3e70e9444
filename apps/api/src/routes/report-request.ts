import { createRoute } from "@hono/zod-openapi";
import { requestImpactReportRequestSchema, responses } from "@rimbun/contract";
import { reportRequests } from "../db/schema/index.ts";
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
import { reportAddressLimit, reportEmailLimit } from "../services/auth/rate-limit.ts";
import { mailTemplates } from "../services/mail/templates.ts";
import { requestNewsletterConsent } from "../services/newsletter.ts";

const route = createRoute({
  method: "post",
  path: "/v1/publics/report",
  tags: ["Public"],
  summary: "Call 17: request the impact report (with newsletter consent)",
  description:
    "Form name, phone, email and `agree` (newsletter consent). Mails the links to both PDFs, greeting neutrally (the typed name never goes to an unconfirmed address). `agree` starts the newsletter double opt-in: a pending subscription and a separate confirmation mail. Throttled per e-mail and per client address (429 RATE_LIMITED). `?locale=en` for the English mail.",
  request: formBody(requestImpactReportRequestSchema),
  responses: {
    200: jsonContent(envelope(responses.requestImpactReport)),
    400: errorResponses[400],
    429: errorResponses[429],
  },
});

export function registerReportRequest(app: Router) {
  app.openapi(route, async (c) => {
    const services = c.get("services");
    const form = requireBody(c, requestImpactReportRequestSchema);
    const locale = pickLocale(c.req.query("locale"));
    await throttlePublicRequest(c, { email: reportEmailLimit, address: reportAddressLimit }, form.email);
    await services.db.insert(reportRequests).values({
      name: form.name,
      email: form.email,
      phone: form.phone,
      newsletter: form.agree,
      locale,
    });
    const confirmationSent = form.agree
      ? await requestNewsletterConsent(services, { email: form.email, locale, source: "report" })
      : false;
    // DECISIONS: mails from anonymous forms greet neutrally: the typed name is a stranger's text.
    await services.mailer.send(
      form.email,
      locale,
      mailTemplates.reportRequest(locale, {
        name: null,
        siteUrl: services.env.PUBLIC_SITE_URL,
        newsletter: confirmationSent,
      }),
    );
    return c.json(ok("ok" as const), 200);
  });
}
