import { z } from "@hono/zod-openapi";
import { responses, type WhatsAppConsentView, whatsAppConsentUpdateSchema } from "@rimbun/contract";
import { messages } from "@rimbun/domain/messages";
import { findUserById } from "../../accounts/accounts.ts";
import { audit } from "../../platform/audit.ts";
import type { Services } from "../../platform/context.ts";
import { access } from "../../platform/http/access.ts";
import { ApiError } from "../../platform/http/errors.ts";
import { defineFormRoute } from "../../platform/http/form-route.ts";
import type { Router } from "../../platform/http/openapi.ts";
import { defineReadRoute } from "../../platform/http/read-route.ts";
import { consentOf, setWhatsAppOnly, turnWhatsAppOff, turnWhatsAppOn } from "../consent.ts";
import { isUnreachable } from "../outbox.ts";
import { normalizeWhatsAppNumber } from "../phone-number.ts";

/** Always the session's own choice: there is nothing in the request that names anyone else. */
async function consentView(services: Services, userId: string): Promise<WhatsAppConsentView> {
  const row = await consentOf(services.db, userId);
  if (!row)
    return {
      status: "none",
      phone: null,
      chosen_at: null,
      confirmed_at: null,
      source: null,
      whatsapp_only: false,
      not_on_whatsapp: false,
    };
  return {
    status: row.status,
    phone: row.phone,
    chosen_at: row.chosenAt.toISOString(),
    confirmed_at: row.confirmedAt ? row.confirmedAt.toISOString() : null,
    source: row.source,
    whatsapp_only: row.whatsAppOnly,
    not_on_whatsapp: await isUnreachable(services.db, row.phone),
  };
}

const registerGet = defineReadRoute({
  path: "/v1/whatsapp/consent",
  tags: ["Privacy"],
  summary:
    "The signed-in person's WhatsApp choice: none, pending (confirmation sent), confirmed or opted out",
  query: z.object({}),
  result: responses.getWhatsAppConsent,
  errors: [401],
  access: access.session(),
  handle: (c, _query, viewer) => consentView(c.get("services"), viewer.userId),
});

const registerPut = defineFormRoute({
  method: "put",
  path: "/v1/whatsapp/consent",
  tags: ["Privacy"],
  summary: "Turn the signed-in person's WhatsApp messages on or off",
  description:
    "`enabled: true` with `phone` (0812…, 62812…, +62 812-…, 812…; an Indonesian mobile number) sends the confirmation template; the state stays `pending`, and nothing else is sent, until the donor answers YA/YES on WhatsApp. The same number again changes nothing; at most 3 confirmations a day (429). `enabled: false` stops every message at once. `whatsapp_only` (alone or beside `enabled`) asks for WhatsApp instead of the billing mails while confirmed; 409 without a choice yet. 409 where WhatsApp is not configured.",
  body: whatsAppConsentUpdateSchema,
  result: responses.updateWhatsAppConsent,
  errors: [400, 401, 409, 429],
  access: access.session(),
  handle: async (c, input, viewer) => {
    const services = c.get("services");
    const user = await findUserById(services.db, viewer.userId);
    if (!user) throw new ApiError("UNAUTHORIZED");
    if (input.enabled === true) {
      const phone = input.phone === undefined ? null : normalizeWhatsAppNumber(input.phone);
      if (!phone) throw new ApiError("VALIDATION", { fields: { phone: messages.invalidWhatsAppNumber.id } });
      if (!services.messaging) throw new ApiError("CONFLICT");
      await turnWhatsAppOn(services, user, phone);
    } else if (input.enabled === false) {
      await turnWhatsAppOff(services, user.id);
    }
    // Only a choice that exists takes "WhatsApp only": there is nothing to send instead of mails otherwise.
    if (
      input.whatsapp_only !== undefined &&
      !(await setWhatsAppOnly(services.db, user.id, input.whatsapp_only))
    )
      throw new ApiError("CONFLICT");
    await audit(services.db, {
      actorUserId: user.id,
      action: auditActionOf(input),
      subject: `user:${user.id}`,
      data: { enabled: input.enabled ?? null, whatsapp_only: input.whatsapp_only ?? null },
    });
    return consentView(services, user.id);
  },
});

function auditActionOf(input: { enabled?: boolean | undefined }) {
  if (input.enabled === undefined) return "whatsapp.only";
  return input.enabled ? "whatsapp.on" : "whatsapp.off";
}

export function registerWhatsAppConsent(app: Router) {
  registerGet(app);
  registerPut(app);
}
