import { type MessageId, messages } from "./messages.ts";

/** Donation kinds a donor can choose. The API may also say `recurring` (a plan's charge): shown as monthly. */
export const donationKinds = ["single", "boost", "monthly"] as const;
export type DonationKind = (typeof donationKinds)[number];

/** Donation types as they appear in stored history rows and API answers. */
export const donationTypes = ["single", "boost", "monthly", "recurring"] as const;
export type DonationType = (typeof donationTypes)[number];

export function isDonationKind(value: unknown): value is DonationKind {
  return typeof value === "string" && (donationKinds as readonly string[]).includes(value);
}

export function isDonationType(value: unknown): value is DonationType {
  return typeof value === "string" && (donationTypes as readonly string[]).includes(value);
}

/**
 * The landing donation card offers these two, monthly first (docs/product/donation-flow.md#donation-card).
 */
export const donationCardKinds = ["monthly", "single"] as const satisfies readonly DonationKind[];
export type DonationCardKind = (typeof donationCardKinds)[number];

export function isDonationCardKind(value: unknown): value is DonationCardKind {
  return typeof value === "string" && (donationCardKinds as readonly string[]).includes(value);
}

/** `recurring` is the monthly plan's charge; everything the donor sees calls it monthly. */
export function toDonationKind(type: DonationType): DonationKind {
  return type === "recurring" ? "monthly" : type;
}

export const donationKindLabels: Record<DonationKind, MessageId> = {
  single: messages.kindSingle.id,
  boost: messages.kindBoost.id,
  monthly: messages.kindMonthly.id,
};

export const donationStatuses = ["pending", "done", "failed", "expired", "refunded"] as const;
export type DonationStatus = (typeof donationStatuses)[number];

/**
 * The document a donation has (docs/decisions/guest-links.md): a paid gift's receipt, an unpaid one's
 * invoice, and none once its payment failed or expired (download and print disabled) or the
 * money went back (a refunded gift is no gift to show a receipt for).
 */
export type DonationDocument = "receipt" | "invoice";

export function donationDocument(status: DonationStatus): DonationDocument | null {
  if (status === "done") return "receipt";
  if (status === "pending") return "invoice";
  return null;
}

/** A failed row disables download and print; an expired invoice was never paid either. */
export function canDownloadInvoice(status: DonationStatus): boolean {
  return donationDocument(status) !== null;
}

/**
 * A donation never moves from done back to pending or failed
 * (docs/product/donation-flow.md#donation-statuses); other moves follow the provider. Only a refund or
 * chargeback of the provider takes a done donation to `refunded`, and nothing leaves `refunded`.
 */
export function canMoveDonationStatus(from: DonationStatus, to: DonationStatus): boolean {
  if (from === to || from === "refunded") return false;
  if (to === "refunded") return from === "done";
  if (from === "done") return false;
  return from === "pending" || to === "done";
}

/** The words a donor reads for a donation's status (history, support screens): never the raw code. */
export const donationStatusLabels: Record<DonationStatus, MessageId> = {
  pending: messages.statusPending.id,
  done: messages.statusDone.id,
  failed: messages.statusFailed.id,
  expired: messages.statusExpired.id,
  refunded: messages.statusRefunded.id,
};

export const recurringStatuses = ["active", "paused", "inactive"] as const;
export type RecurringStatus = (typeof recurringStatuses)[number];

export const recurringStatusLabels: Record<RecurringStatus, MessageId> = {
  active: messages.recurringActive.id,
  paused: messages.recurringPaused.id,
  inactive: messages.recurringInactive.id,
};

/** Anything but active shows the Reactivate button (docs/product/monthly-giving.md#plans). */
export function needsReactivation(status: RecurringStatus): boolean {
  return status !== "active";
}

/**
 * Payment result page states (docs/product/donation-flow.md#result-pages). NOT_FOUND: the API knows no
 * such payment (a mistyped or foreign link): the page says it could not be found, never that it failed.
 * PENDING: the provider has not confirmed yet (a bank transfer paid a minute later): not a failure either.
 */
export type PaymentResultState = "INVALID" | "SUCCESS" | "PENDING" | "FAILED" | "ERROR" | "NOT_FOUND";

export function paymentResultState(
  check: { status?: string | null } | "error" | "not-found",
): PaymentResultState {
  if (check === "error") return "ERROR";
  if (check === "not-found") return "NOT_FOUND";
  if (check.status === "PAID") return "SUCCESS";
  return check.status === "PENDING" ? "PENDING" : "FAILED";
}

export function newIdempotencyKey(): string {
  // Web Crypto is global in browsers and Node alike; domain compiles without DOM or Node types.
  return (globalThis as unknown as { crypto: { randomUUID(): string } }).crypto.randomUUID();
}
