import { INVOICE_NUMBER_LENGTH, type Locale } from "./constants.ts";
import { type DonationKind, type DonationType, toDonationKind } from "./donations.ts";

/** Invoice number is the donation id truncated to 14 characters (SPEC 2). */
export function invoiceNumber(id: string): string {
  return id.slice(0, INVOICE_NUMBER_LENGTH);
}

/** `ID-Invoice-{local_id}.pdf` / `EN-Invoice-{local_id}.pdf`; characters unsafe in file names become `-`. */
export function invoiceFileName(locale: Locale, localId: string): string {
  const safeId = localId.replace(/[^A-Za-z0-9._-]/g, "-");
  return `${locale.toUpperCase()}-Invoice-${safeId}.pdf`;
}

export const invoiceActions = ["download", "print"] as const;
export type InvoiceAction = (typeof invoiceActions)[number];

/** Dashboard path of the invoice page (SPEC 2): `/invoice/{action}/{localId}?locale=en`. */
export function invoicePath(action: InvoiceAction, localId: string, locale?: Locale): string {
  const query = locale ? `?locale=${locale}` : "";
  return `/invoice/${action}/${encodeURIComponent(localId)}${query}`;
}

/** Recurring is shown as monthly (SPEC 2). */
export function displayDonationType(type: DonationType): DonationKind {
  return toDonationKind(type);
}
