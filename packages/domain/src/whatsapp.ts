import { normalizePhone } from "./phone.ts";

/** Where a donor's WhatsApp choice stands: nothing but the confirmation is sent while `pending`. */
export const whatsAppConsentStatuses = ["pending", "confirmed", "opted-out"] as const;
export type WhatsAppConsentStatus = (typeof whatsAppConsentStatuses)[number];
/**
 * Where the last choice came from: the donor's settings, their reply on WhatsApp, STOP on WhatsApp, or the
 * donation flow's "Remind me on WhatsApp" (recorded with the first payment).
 */
export const whatsAppConsentSources = ["settings", "reply", "stop", "donation_flow"] as const;
export type WhatsAppConsentSource = (typeof whatsAppConsentSources)[number];

/**
 * A WhatsApp number from the forms Indonesians type (0812…, 62812…, +62 812-…, 812…, with spaces,
 * dashes, dots or brackets): E.164 `+628…`, or null. The +62 reading is the phone field's
 * (`normalizePhone`); WhatsApp adds that it is a mobile number (8 after the country code), 9 to 12
 * digits after +62. One rule for the donation flow, the dashboard and the API
 * (docs/product/monthly-giving.md#whatsapp).
 */
export function normalizeWhatsAppNumber(text: string): string | null {
  if (text.length > 40) return null;
  const phone = normalizePhone(text);
  if (!phone || !/^\+628\d{8,11}$/.test(phone)) return null;
  return phone;
}

/** A stored `+628…` number as people read it: `+62 812-3456-7890`. */
export function formatWhatsAppNumber(phone: string): string {
  if (!phone.startsWith("+62")) return phone;
  const national = phone.slice(3);
  const groups = [national.slice(0, 3), national.slice(3, 7), national.slice(7)].filter(Boolean);
  return `+62 ${groups.join("-")}`;
}
