import { access } from "../../platform/http/access.ts";
import type { Router } from "../../platform/http/openapi.ts";
import { answerFromWhatsApp } from "../consent.ts";
import { normalizeWhatsAppNumber } from "../phone-number.ts";
import { replyMeaning } from "../templates.ts";

/**
 * Development only (never registered in production, and `access.dev()` refuses there too): answer a
 * WhatsApp message as the phone would, without the platform. `POST /dev/whatsapp/reply` with `from`
 * (the number) and `text` (YA, YES, STOP, BERHENTI, anything else changes nothing) takes the path the
 * webhook's inbound messages take (`answerFromWhatsApp`). The outbox page's "Reply YA" and "Reply BERHENTI"
 * buttons post here as a form and come back to the page.
 */
export function registerDevWhatsAppReply(app: Router) {
  app.post("/dev/whatsapp/reply", access.dev({ body: "form" }), async (c) => {
    const fields = await c.req.parseBody();
    const from = typeof fields.from === "string" ? normalizeWhatsAppNumber(fields.from) : null;
    const meaning = typeof fields.text === "string" ? replyMeaning(fields.text.slice(0, 100)) : null;
    if (!from) return c.json({ error: true, result: null, message: "error.validation" }, 400);
    if (meaning) {
      await answerFromWhatsApp(c.get("services").db, from, meaning, c.get("services").now());
      c.get("services").mailer.wake?.();
    }
    return c.redirect("/dev/outbox", 303);
  });
}
