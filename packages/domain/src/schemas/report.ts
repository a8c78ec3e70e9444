import { z } from "zod";
import { messages } from "../messages.ts";
import { emailSchema, formBoolean, phoneSchema, requiredText, requiredTick } from "./fields.ts";

/**
 * Impact report request form (docs/product/donation-flow.md#public-pages): name, phone, e-mail, agreement,
 * checked in that order.
 */
export const reportFormSchema = z.object({
  name: requiredText(messages.invalidName.id),
  phone: phoneSchema,
  email: emailSchema,
  agree: requiredTick(messages.invalidAgree.id),
});
export type ReportFormInput = z.input<typeof reportFormSchema>;

/**
 * Call 17: POST /v1/publics/report, form name, phone, email. The site also sends `agree` (the
 * newsletter consent it required); older callers without it are read as not consenting.
 */
export const reportRequestSchema = z.object({
  name: requiredText(messages.invalidName.id),
  phone: phoneSchema,
  email: emailSchema,
  agree: formBoolean,
});
