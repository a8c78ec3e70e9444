import { z } from "zod";
import { isIsoDay } from "../dates.ts";
import { messages } from "../messages.ts";
import {
  WHATSAPP_PRICE_FIRST_DAY,
  WHATSAPP_PRICE_MAX_IDR,
  whatsAppPriceCategories,
} from "../whatsapp-prices.ts";
import { staffReasonSchema } from "./staff.ts";

const invalid = { error: messages.errorValidation.id };
const priceInvalid = { error: messages.invalidWhatsAppPrice.id };

/** A price category in a staff route's path. */
export const whatsAppPriceCategorySchema = z.enum(whatsAppPriceCategories, invalid);

/**
 * An administrator's new price for one category (docs/product/staff-console.md#whatsapp-prices): whole
 * rupiah per message (0 allowed: a free tier), the Jakarta day it applies from, and the reason the audit log
 * keeps. How far ahead the day may be is checked against the server's clock by the API.
 */
export const whatsAppPriceUpdateSchema = z.object({
  price_idr: z
    .number(priceInvalid)
    .int(priceInvalid)
    .min(0, priceInvalid)
    .max(WHATSAPP_PRICE_MAX_IDR, priceInvalid),
  effective_from: z
    .string(priceInvalid)
    .refine((day) => isIsoDay(day) && day >= WHATSAPP_PRICE_FIRST_DAY, priceInvalid),
  reason: staffReasonSchema,
});
export type WhatsAppPriceUpdate = z.output<typeof whatsAppPriceUpdateSchema>;
