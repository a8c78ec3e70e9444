import { INVOICE_NUMBER_LENGTH, type Locale } from "./constants.ts";
import { type DonationDocument, type DonationKind, type DonationType, toDonationKind } from "./donations.ts";

/**
 * The invoice number (docs/product/monthly-giving.md#invoices): the donation id truncated to 14 characters,
 * counting its letters and digits only, in capitals: `100d792f-a332-4b…` is `100D792FA3324B`. Cutting the id
 * with its hyphens ended numbers in a dangling hyphen (`100d792f-a332-`, the older form). Every screen, PDF,
 * mail and the staff search derive it from here.
 */
export function invoiceNumber(id: string): string {
  return id.replaceAll("-", "").slice(0, INVOICE_NUMBER_LENGTH).toUpperCase();
}

/** Hex digits per group of a UUID (`8-4-4-4-12`): where the hyphens go back in. */
const uuidGroups = [8, 4, 4, 4, 12] as const;

/**
 * The start of the donation id an invoice number names, for the staff search: today's form
 * (`100D792FA3324B`) and the older one (`100d792f-a332-`, on PDFs and mails printed before),
 * in any case, with or without hyphens or spaces. Null when the text is not 12-14 hex digits.
 */
export function invoiceNumberIdPrefix(text: string): string | null {
  const digits = text.replace(/[\s-]/g, "").toLowerCase();
  if (!/^[0-9a-f]{12,14}$/.test(digits)) return null;
  let prefix = "";
  let at = 0;
  for (const size of uuidGroups) {
    const group = digits.slice(at, at + size);
    if (group === "") break;
    at += size;
    // A group read in full is followed by its hyphen, so `100d792fa332` finds `100d792f-a332-…`.
    prefix += group.length === size ? `${group}-` : group;
  }
  return prefix;
}

/**
 * `ID-Invoice-{local_id}.pdf` / `EN-Invoice-{local_id}.pdf` (SPEC), and `ID-Receipt-…` / `EN-Receipt-…`
 * for a paid gift's receipt; characters unsafe in file names become `-`.
 */
export function invoiceFileName(
  locale: Locale,
  localId: string,
  document: DonationDocument = "invoice",
): string {
  const safeId = localId.replace(/[^A-Za-z0-9._-]/g, "-");
  return `${locale.toUpperCase()}-${document === "receipt" ? "Receipt" : "Invoice"}-${safeId}.pdf`;
}

export const invoiceActions = ["download", "print"] as const;
export type InvoiceAction = (typeof invoiceActions)[number];

/** Dashboard path of the invoice page: `/invoice/{action}/{localId}?locale=en`. */
export function invoicePath(action: InvoiceAction, localId: string, locale?: Locale): string {
  const query = locale ? `?locale=${locale}` : "";
  return `/invoice/${action}/${encodeURIComponent(localId)}${query}`;
}

/** Recurring is shown as monthly (docs/product/donation-flow.md#kinds-of-gift). */
export function displayDonationType(type: DonationType): DonationKind {
  return toDonationKind(type);
}
