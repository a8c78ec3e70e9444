import { normalizePhone } from "@rimbun/domain/schemas/fields";

/**
 * A WhatsApp number from the forms Indonesians type (0812…, 62812…, +62 812-…, 812…): E.164 `+628…`,
 * or null. The +62 reading is the domain's (`normalizePhone`); WhatsApp adds that it is a mobile number
 * (8 after the country code), 9 to 12 digits after +62.
 */
export function normalizeWhatsAppNumber(text: string): string | null {
  if (text.length > 40) return null;
  const phone = normalizePhone(text);
  if (!phone || !/^\+628\d{8,11}$/.test(phone)) return null;
  return phone;
}

/** The platform's form of a number: digits only (`wa_id`, the `to` of a send). */
export function whatsAppIdOf(phone: string): string {
  return phone.replace(/^\+/, "");
}

/** A `wa_id` the platform reports (`628…`) as our E.164 form, or null when it is not an Indonesian mobile. */
export function numberFromWhatsAppId(waId: string): string | null {
  return /^\d{8,15}$/.test(waId) ? normalizeWhatsAppNumber(`+${waId}`) : null;
}

/**
 * A number as staff see it (docs/product/staff-console.md#whatsapp): the country code and the last four
 * digits, enough to check with a donor on the phone, not enough to message them.
 */
export function maskWhatsAppNumber(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  if (digits.length <= 6) return "•".repeat(digits.length);
  return `+${digits.slice(0, 2)}${"•".repeat(digits.length - 6)}${digits.slice(-4)}`;
}
