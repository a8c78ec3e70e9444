import { describe, expect, it } from "vitest";
import {
  breakpoints,
  INCENTIVE_PAGE_SIZE,
  INVOICE_NUMBER_LENGTH,
  impactReportPath,
  invoicePdf,
  isLocale,
  locales,
  MONTHLY_INTERVAL,
  MONTHLY_INTERVAL_COUNT,
  PHONE_PREFIX,
  REFERRAL_TRUNCATE_LENGTH,
  SCROLL_THRESHOLD_PX,
  slidesPerView,
  storageKeys,
  timings,
  VOLUNTEER_STATS_PAGE_SIZE,
  VOLUNTEER_TRAINING_MONTHS,
} from "./constants.ts";

describe("product constants", () => {
  it.each([
    ["toast", timings.toastMs, 3000],
    ["copy checkmark", timings.copyCheckMs, 1500],
    ["payment dialog close", timings.paymentDialogCloseMs, 1200],
    ["save spinner", timings.saveSpinnerMs, 1000],
    ["carousel autoplay", timings.carouselAutoplayMs, 5000],
    ["breakpoint wide", breakpoints.wide, 1200],
    ["breakpoint desktop", breakpoints.desktop, 992],
    ["breakpoint tablet", breakpoints.tablet, 768],
    ["breakpoint small", breakpoints.small, 370],
    ["scroll threshold", SCROLL_THRESHOLD_PX, 100],
    ["slides wide", slidesPerView.wide, 3],
    ["slides below 992", slidesPerView.belowDesktop, 2],
    ["slides below 768", slidesPerView.belowTablet, 1],
    ["incentive page size", INCENTIVE_PAGE_SIZE, 10],
    ["volunteer stats page size", VOLUNTEER_STATS_PAGE_SIZE, 10],
    ["referral truncate", REFERRAL_TRUNCATE_LENGTH, 25],
    ["invoice number length", INVOICE_NUMBER_LENGTH, 14],
    ["training months", VOLUNTEER_TRAINING_MONTHS, 3],
    ["monthly interval count", MONTHLY_INTERVAL_COUNT, 1],
  ])("%s is %d", (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it("names the storage keys, phone prefix, interval and invoice page as the product does", () => {
    expect(storageKeys).toEqual({
      donation: "donation",
      userDonation: "user-donation",
      menu: "menu",
      campaignScroll: "campaignScroll",
      donationDraft: "donation-draft",
    });
    expect(PHONE_PREFIX).toBe("+62");
    expect(MONTHLY_INTERVAL).toBe("MONTH");
    expect(invoicePdf).toEqual({ pageSize: "A4", orientation: "portrait", background: "#F4F4F4" });
  });

  it("has id as default locale and en as the second", () => {
    expect(locales).toEqual(["id", "en"]);
    expect(isLocale("en")).toBe(true);
    expect(isLocale("fr")).toBe(false);
  });

  it("builds the impact report path per language", () => {
    expect(impactReportPath("id")).toBe("/pdf/id-Impact-Report-2023.pdf");
    expect(impactReportPath("en")).toBe("/pdf/en-Impact-Report-2023.pdf");
  });
});
