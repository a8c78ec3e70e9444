import { requestImpactReportRequestSchema, responses } from "@rimbun/contract";
import { requestNewsletterConsent } from "../../mail/newsletter.ts";
import { mailTemplates } from "../../mail/templates.ts";
import { throttlePublicRequest } from "../../platform/auth/public-throttle.ts";
import { reportAddressLimit, reportEmailLimit } from "../../platform/auth/rate-limit.ts";
import { access } from "../../platform/http/access.ts";
import { defineFormRoute } from "../../platform/http/form-route.ts";
import { pickLocale } from "../../platform/http/i18n.ts";
import { storeReportRequest } from "../requests.ts";

export const registerReportRequest = defineFormRoute({
  method: "post",
  path: "/v1/publics/report",
  tags: ["Public"],
  summary: "Call 17: request the impact report (with newsletter consent)",
  description:
    "Form name, phone, email and `agree` (newsletter consent). Mails the links to both PDFs, greeting neutrally (the typed name never goes to an unconfirmed address). `agree` starts the newsletter double opt-in: a pending subscription and a separate confirmation mail. Throttled per e-mail and per client address (429 RATE_LIMITED). `?locale=en` for the English mail.",
  body: requestImpactReportRequestSchema,
  result: responses.requestImpactReport,
  errors: [400, 429],
  access: access.public(),
  handle: async (c, form) => {
    const services = c.get("services");
    const locale = pickLocale(c.req.query("locale"));
    await throttlePublicRequest(c, { email: reportEmailLimit, address: reportAddressLimit }, form.email);
    await storeReportRequest(services.db, {
      name: form.name,
      email: form.email,
      phone: form.phone,
      newsletter: form.agree,
      locale,
    });
    const confirmationSent = form.agree
      ? await requestNewsletterConsent(services, { email: form.email, locale, source: "report" })
      : false;
    // Mails from anonymous forms greet neutrally: the typed name is a stranger's text
    // (docs/product/privacy.md#masked-e-mails).
    await services.mailer.send(
      form.email,
      locale,
      mailTemplates.reportRequest(locale, {
        name: null,
        siteUrl: services.env.PUBLIC_SITE_URL,
        newsletter: confirmationSent,
      }),
    );
    return "ok" as const;
  },
});
