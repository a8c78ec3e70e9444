import { PHONE_PREFIX } from "./constants.ts";

/** Indonesian national significant number: 7 to 12 digits, not starting with 0. */
const NATIONAL_NUMBER = /^[1-9]\d{6,11}$/;

/**
 * Phone text to `+62…`, or null. Spaces, dashes, dots and brackets are ignored. The number may be
 * typed after the form's +62 prefix (`812…`), with the national 0 (`0812…`), or whole (`+62812…`,
 * `62812…` when long enough to be a full number).
 */
export function normalizePhone(text: string): string | null {
  let digits = text.replace(/[\s\-.()]/g, "");
  if (digits.startsWith(PHONE_PREFIX)) digits = digits.slice(PHONE_PREFIX.length);
  else if (digits.startsWith("0")) digits = digits.slice(1);
  else if (digits.startsWith("62") && digits.length >= 11) digits = digits.slice(2);
  return NATIONAL_NUMBER.test(digits) ? `${PHONE_PREFIX}${digits}` : null;
}
