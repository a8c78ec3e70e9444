/**
 * Product constants not owned by a more specific module (the rules they serve: docs/product/).
 * One edit here changes the site, the dashboard and the API together.
 */

/** Timings in milliseconds: toasts, the copy checkmark, the payment-method dialog, save spinners, sliders. */
export const timings = {
  toastMs: 3000,
  copyCheckMs: 1500,
  paymentDialogCloseMs: 1200,
  saveSpinnerMs: 1000,
  carouselAutoplayMs: 5000,
} as const;

/** Layout breakpoints in px (docs/decisions/ui.md). */
export const breakpoints = {
  wide: 1200,
  desktop: 992,
  tablet: 768,
  small: 370,
} as const;

/** Back-to-top and floating donate button appear after this many px of scroll. */
export const SCROLL_THRESHOLD_PX = 100;

/** Testimonial slider: slides per view by width (docs/product/donation-flow.md#public-pages). */
export const slidesPerView = { wide: 3, belowDesktop: 2, belowTablet: 1 } as const;

export const INCENTIVE_PAGE_SIZE = 10;
export const VOLUNTEER_STATS_PAGE_SIZE = 10;
export const REFERRAL_TRUNCATE_LENGTH = 25;
export const INVOICE_NUMBER_LENGTH = 14;

/** Browser storage keys: local storage and session storage. */
export const storageKeys = {
  donation: "donation",
  userDonation: "user-donation",
  menu: "menu",
  campaignScroll: "campaignScroll",
  /** Session storage: the donation flow's entries per kind, so a failed payment loses nothing. */
  donationDraft: "donation-draft",
} as const;

export const locales = ["id", "en"] as const;
export type Locale = (typeof locales)[number];

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (locales as readonly string[]).includes(value);
}

export const PHONE_PREFIX = "+62";

/**
 * Copy fact: the volunteer training (docs/product/fundraiser-buddy.md#volunteers).
 */
export const VOLUNTEER_TRAINING_MONTHS = 3;

/** Monthly plan interval sent to the payment provider (call 3). */
export const MONTHLY_INTERVAL = "MONTH";
export const MONTHLY_INTERVAL_COUNT = 1;

/** Invoice PDF page (docs/product/monthly-giving.md#invoices). */
export const invoicePdf = { pageSize: "A4", orientation: "portrait", background: "#F4F4F4" } as const;

/** Impact report edition offered for download (docs/product/donation-flow.md#public-pages). */
export const IMPACT_REPORT_EDITION = 2023;

export function impactReportPath(locale: Locale, edition: number = IMPACT_REPORT_EDITION): string {
  return `/pdf/${locale}-Impact-Report-${edition}.pdf`;
}

export const testimonialKinds = ["manfaat", "sponsor"] as const;
export type TestimonialKind = (typeof testimonialKinds)[number];

export const roles = ["donor", "volunteer", "staff", "admin"] as const;
export type Role = (typeof roles)[number];

/** Foundation staff: `staff` runs campaigns, donor support and reports; `admin` also payouts and accounts. */
export const staffRoles = ["staff", "admin"] as const satisfies readonly Role[];

export function isStaffRole(role: Role): boolean {
  return (staffRoles as readonly Role[]).includes(role);
}

/** The admin queue's kinds, in the order its tabs show them. `donation`: a volunteer's point donation,
 * pending like the others (docs/product/fundraiser-buddy.md#spending-points). */
export const adminQueueKinds = ["withdrawal", "redemption", "donation", "application"] as const;
export type AdminQueueKind = (typeof adminQueueKinds)[number];

/**
 * Longest name (and other short required text) a form accepts, in characters: longer than any real
 * name, short enough for receipts and the leaderboard. The refusal names it (`invalid.nameTooLong`).
 */
export const MAX_NAME_LENGTH = 100;
