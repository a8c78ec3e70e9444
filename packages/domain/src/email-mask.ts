/**
 * Always four stars: a fixed count does not reveal the local part's length
 * (docs/product/privacy.md#masked-e-mails).
 */
export const MASK_STARS = "****";

/**
 * `budi.santoso@mail.com` -> `b****@mail.com`. Keeps the first character of the local part and the
 * domain. Odd input stays masked: no `@` -> `b****`, empty -> `****`, `@mail.com` -> `****@mail.com`.
 */
export function maskEmail(email: string): string {
  const trimmed = email.trim();
  const at = trimmed.lastIndexOf("@");
  const local = at === -1 ? trimmed : trimmed.slice(0, at);
  const domain = at === -1 ? "" : trimmed.slice(at);
  const first = Array.from(local)[0] ?? "";
  return `${first}${MASK_STARS}${domain}`;
}

/** The domain a deleted account's address is replaced with (the API's privacy deletion). */
export const DELETED_EMAIL_DOMAIN = "deleted.invalid";

/**
 * Whether an address (whole or masked, `d****@deleted.invalid`) belongs to a deleted account: screens say
 * "Deleted account" instead of showing it (docs/product/privacy.md#masked-e-mails).
 */
export function isDeletedAddress(email: string): boolean {
  return email.trim().toLowerCase().endsWith(`@${DELETED_EMAIL_DOMAIN}`);
}
