import { describe, expect, it } from "vitest";
import { checkDonationData, flowErrorsOfRefusal, submitDonation } from "./donation-flow-check.ts";
import {
  type DonationFlowState,
  fundraiserFromQuery,
  idempotencyKeyFor,
  pageAndWallFields,
  wallMessageLeft,
} from "./donation-flow-logic.ts";
import { emptyTribute } from "./tribute-logic.ts";

const state: DonationFlowState = {
  kind: "single",
  amount: 50_000,
  name: "Siti Rahma",
  email: "siti@example.com",
  phone: "81234567890",
  paymentType: null,
  paymentMethod: "BNI",
  referralCode: "",
  campaign: "mangrove",
  fundraiserPage: "siti-tanam",
  wallMessage: "",
  wallDisplay: "first",
  wallShowAmount: false,
  tribute: emptyTribute,
};

describe("the page and the donor wall in the flow", () => {
  it("reads ?fundraiser= only when it is a slug", () => {
    expect(fundraiserFromQuery("?fundraiser=siti-tanam&campaign=x")).toBe("siti-tanam");
    expect(fundraiserFromQuery("?fundraiser=%3Cscript%3E")).toBeNull();
    expect(fundraiserFromQuery("?fundraiser=")).toBeNull();
    expect(fundraiserFromQuery("")).toBeNull();
  });

  it("sends the page always, the wall fields only with a message (amount hidden by default)", () => {
    expect(pageAndWallFields(state)).toEqual({ fundraiser_page: "siti-tanam" });
    expect(pageAndWallFields({ ...state, wallMessage: "  \n " })).toEqual({ fundraiser_page: "siti-tanam" });
    expect(
      pageAndWallFields({
        ...state,
        fundraiserPage: null,
        wallMessage: " Semoga lestari ",
        wallDisplay: "anonymous",
      }),
    ).toEqual({
      wall_message: "Semoga lestari",
      wall_display: "anonymous",
      wall_show_amount: "false",
    });
    expect(
      pageAndWallFields({ ...state, wallMessage: "Aamiin", wallShowAmount: true }).wall_show_amount,
    ).toBe("true");
  });

  it("counts characters as people do and refuses more than 280", () => {
    expect(wallMessageLeft("🌳".repeat(280))).toBe(0);
    expect(wallMessageLeft("a".repeat(281))).toBe(-1);
    const over = checkDonationData({ ...state, wallMessage: "a".repeat(281) }, "k".repeat(32));
    expect(over.ok).toBe(false);
    expect(!over.ok && over.errors.wallMessage).toBeTruthy();
    expect(checkDonationData({ ...state, wallMessage: "a".repeat(280) }, "k".repeat(32)).ok).toBe(true);
  });

  it("shows the API's refusal of a wall field at the message", () => {
    expect(flowErrorsOfRefusal({ wall_message: "validation.tooLong" })).toEqual({
      wallMessage: "validation.tooLong",
    });
  });

  it("a changed message is a new payment (a fresh idempotency key)", () => {
    const first = idempotencyKeyFor(null, state);
    expect(idempotencyKeyFor(first, state)).toBe(first);
    expect(idempotencyKeyFor(first, { ...state, wallMessage: "Aamiin" }).key).not.toBe(first.key);
  });

  it("submits the extra fields with the payment", async () => {
    const checked = checkDonationData(state, "k".repeat(32));
    if (!checked.ok) throw new Error("expected valid");
    let sent: Record<string, string> = {};
    await submitDonation(
      checked.data,
      {
        lookupReferral: async () => null,
        createPayment: async (_path, fields) => {
          sent = fields;
          return { customer: { surname: "Siti" }, invoice_url: "https://pay.test/x" };
        },
      },
      "Donasi",
      "id",
      pageAndWallFields({ ...state, wallMessage: "</script><img src=x onerror=alert(1)>" }),
    );
    expect(sent).toMatchObject({
      campaign: "mangrove",
      fundraiser_page: "siti-tanam",
      wall_message: "</script><img src=x onerror=alert(1)>",
      wall_display: "first",
      wall_show_amount: "false",
    });
  });
});
