import { normalizeWhatsAppNumber } from "@rimbun/domain/whatsapp";

/** The rule lives in the domain: the donation flow and the dashboard read numbers as the API does. */
export { normalizeWhatsAppNumber };

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
