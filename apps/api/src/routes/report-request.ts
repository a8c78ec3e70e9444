import { createRoute, z } from "@hono/zod-openapi";
import { reportRequestSchema } from "@rimbun/domain";
import { reportRequests } from "../db/schema/index.ts";
import { pickLocale } from "../lib/i18n.ts";
import { envelope, errorResponses, jsonContent, ok, type Router, requireBody } from "../lib/openapi.ts";
import { mailTemplates } from "../services/mail/templates.ts";

const route = createRoute({
  method: "post",
  path: "/v1/publics/report",
  tags: ["Public"],
  summary: "Call 17: request the impact report (with newsletter consent)",
  description:
    "Form name, phone, email and `agree` (newsletter consent). Mails the links to both PDFs. `?locale=en` for the English mail.",
  request: {
    body: {
      content: {
        "multipart/form-data": { schema: reportRequestSchema },
        "application/x-www-form-urlencoded": { schema: reportRequestSchema },
        "application/json": { schema: reportRequestSchema },
      },
    },
  },
  responses: { 200: jsonContent(envelope(z.literal("ok"))), 400: errorResponses[400] },
});

export function registerReportRequest(app: Router) {
  app.openapi(route, async (c) => {
    const services = c.get("services");
    const form = requireBody(c, reportRequestSchema);
    const locale = pickLocale(c.req.query("locale"));
    await services.db.insert(reportRequests).values({
      name: form.name,
      email: form.email,
      phone: form.phone,
      newsletter: form.agree,
      locale,
    });
    await services.mailer.send(
      form.email,
      locale,
      mailTemplates.reportRequest(locale, {
        name: form.name,
        siteUrl: services.env.PUBLIC_SITE_URL,
        newsletter: form.agree,
      }),
    );
    return c.json(ok("ok" as const), 200);
  });
}
