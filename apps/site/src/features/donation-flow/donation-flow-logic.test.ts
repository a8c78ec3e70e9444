import { beforeEach, describe, expect, it, vi } from "vitest";
import { checkDonationData, checkStep, type SubmitDeps, submitDonation } from "./donation-flow-check.ts";
import {
  amountFromQuery,
  campaignFromQuery,
  type DonationFlowState,
  firstStepWithError,
  idempotencyKeyFor,
  initialAmount,
  pageAndWallFields,
  referralFromQuery,
} from "./donation-flow-logic.ts";
import { tributeErrors } from "./tribute-check.ts";
import { emptyTribute } from "./tribute-logic.ts";

const filled: DonationFlowState = {
  kind: "monthly",
  amount: 50_000,
  name: "Siti Rahma",
  email: "siti@example.com",
  phone: "81234567890",
  paymentType: null,
  paymentMethod: "BNI",
  referralCode: "BUDDY01",
  campaign: null,
  fundraiserPage: null,
  wallMessage: "",
  wallDisplay: "first",
  wallShowAmount: false,
  tribute: emptyTribute,
};

function deps(match: Awaited<ReturnType<SubmitDeps["lookupReferral"]>> | Error) {
  const lookupReferral = vi.fn<SubmitDeps["lookupReferral"]>(async () => {
    if (match instanceof Error) throw match;
    return match;
  });
  const createPayment = vi.fn<SubmitDeps["createPayment"]>(async () => ({
    customer: { surname: "Rahma" },
    invoice_url: "http://localhost:8787/sandbox/pay/pg_1",
  }));
  return { lookupReferral, createPayment };
}

function validData(state: DonationFlowState) {
  const result = checkDonationData(state, "key-0123456789abcdef");
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.data;
}

beforeEach(() => {
  vi.spyOn(console, "warn").mockImplementation(() => {});
});

describe("referral payload rule", () => {
  it("adds referral_code and referral_type to a monthly payment when the lookup finds the code", async () => {
    const d = deps({ code: "BUDDY01", type: "volunteer" });
    const answer = await submitDonation(validData(filled), d, "Monthly donation", "en");
    expect(d.lookupReferral).toHaveBeenCalledWith("BUDDY01");
    const [path, fields, key, locale] = d.createPayment.mock.calls[0] ?? [];
    expect(path).toBe("recurring");
    expect(fields).toMatchObject({
      referral: "BUDDY01",
      referral_code: "BUDDY01",
      referral_type: "volunteer",
      interval: "MONTH",
      interval_count: "1",
      payment_methods: "BNI",
      amount: "50000",
      phone: "+6281234567890",
    });
    expect(key).toBe("key-0123456789abcdef");
    expect(locale).toBe("en");
    expect(answer).toEqual({ surname: "Rahma", invoiceUrl: "http://localhost:8787/sandbox/pay/pg_1" });
  });

  it("leaves them out when the lookup returns nothing, or fails", async () => {
    for (const outcome of [null, new Error("network")]) {
      const d = deps(outcome);
      await submitDonation(validData(filled), d, "", "id");
      const fields = d.createPayment.mock.calls[0]?.[1] ?? {};
      expect(fields.referral).toBe("BUDDY01");
      expect(fields).not.toHaveProperty("referral_code");
      expect(fields).not.toHaveProperty("referral_type");
    }
  });

  it("never looks a code up for a single donation, nor without a code", async () => {
    const single = deps({ code: "BUDDY01", type: "donor" });
    await submitDonation(validData({ ...filled, kind: "single", amount: 50_000 }), single, "", "id");
    expect(single.lookupReferral).not.toHaveBeenCalled();
    expect(single.createPayment.mock.calls[0]?.[0]).toBe("single");

    const noCode = deps({ code: "X", type: "donor" });
    await submitDonation(validData({ ...filled, referralCode: "  " }), noCode, "", "id");
    expect(noCode.lookupReferral).not.toHaveBeenCalled();
  });

  it("tags a campaign donation", async () => {
    const d = deps(null);
    await submitDonation(
      validData({ ...filled, kind: "single", campaign: "bantu-hara-jaga-situ-gede" }),
      d,
      "",
      "id",
    );
    expect(d.createPayment.mock.calls[0]?.[1]).toMatchObject({ campaign: "bantu-hara-jaga-situ-gede" });
  });
});

describe("steps and checks", () => {
  it("holds the donor on the personal step with the domain's message ids", () => {
    const errors = checkStep({ ...filled, name: "", email: "siti@", phone: "" }, "personal");
    expect(errors).toEqual({ name: "invalid.name", email: "invalid.invalidEmail", phone: "invalid.phone" });
    expect(checkStep({ ...filled, name: "" }, "amount")).toEqual({});
  });

  it("requires a payment method valid for the kind (GoPay is not offered monthly)", () => {
    expect(checkStep({ ...filled, paymentMethod: null }, "payment")).toEqual({
      paymentMethod: "payment.methodRequired",
    });
    expect(checkStep({ ...filled, paymentMethod: "GOPAY" }, "payment")).toEqual({
      paymentMethod: "payment.methodUnavailable",
    });
    expect(checkStep({ ...filled, kind: "single", paymentMethod: "GOPAY" }, "payment")).toEqual({});
  });

  it("sends the donor back to the first step with an error", () => {
    expect(firstStepWithError({ phone: "invalid.phone", paymentMethod: "payment.methodRequired" })).toBe(
      "personal",
    );
    expect(firstStepWithError({})).toBeNull();
  });
});

describe("idempotency key per submission", () => {
  it("reuses the key for a retry of the same entries and makes a new one when they change", () => {
    const first = idempotencyKeyFor(null, filled);
    expect(idempotencyKeyFor(first, { ...filled })).toBe(first);
    const changed = idempotencyKeyFor(first, { ...filled, amount: 100_000 });
    expect(changed.key).not.toBe(first.key);
    expect(changed.key).toMatch(/^[A-Za-z0-9_-]{16,128}$/);
  });
});

describe("what the flow starts with", () => {
  it("takes the card's amount only for the same kind", () => {
    expect(initialAmount("monthly", { donation: "monthly", amount: 250_000 })).toBe(250_000);
    expect(initialAmount("single", { donation: "monthly", amount: 10_000 })).toBe(50_000);
    expect(initialAmount("boost", null)).toBe(10_000);
  });

  it("reads ?ref= and the campaign's slug from the address", () => {
    expect(referralFromQuery("?ref=%20BUDDY01%20")).toBe("BUDDY01");
    expect(referralFromQuery("?ref=")).toBeNull();
    expect(campaignFromQuery("?campaign=bantu-hara-jaga-situ-gede")).toBe("bantu-hara-jaga-situ-gede");
    expect(campaignFromQuery("?campaign=%20")).toBeNull();
    expect(campaignFromQuery(`?campaign=${"a".repeat(101)}`)).toBeNull();
    expect(campaignFromQuery("?ref=X")).toBeNull();
  });

  it("takes ?amount= from a campaign page's donate bar only when the kind allows it", () => {
    expect(amountFromQuery("?campaign=x&amount=100000", "single")).toBe(100_000);
    expect(amountFromQuery("?amount=10000", "monthly")).toBe(10_000);
    // Below the single minimum, over the maximum, not whole rupiah, or not digits: ignored.
    expect(amountFromQuery("?amount=10000", "single")).toBeNull();
    expect(amountFromQuery("?amount=100000001", "single")).toBeNull();
    expect(amountFromQuery("?amount=50000.5", "single")).toBeNull();
    expect(amountFromQuery("?amount=-50000", "single")).toBeNull();
    expect(amountFromQuery("?amount=1e6", "single")).toBeNull();
    expect(amountFromQuery(`?amount=${"9".repeat(400)}`, "single")).toBeNull();
    expect(amountFromQuery("", "single")).toBeNull();
  });
});

describe("a gift in someone's name in the flow", () => {
  const tribute = {
    ...emptyTribute,
    on: true,
    name: " Ibu Sari ",
    email: "sari@example.org",
    message: "Selamat!",
    sendOn: "2099-01-01",
  };
  it("sends the tribute's fields only when the donor ticked the box, never with a boost", () => {
    expect(pageAndWallFields({ ...filled, tribute: emptyTribute })).not.toHaveProperty("tribute_name");
    expect(pageAndWallFields({ ...filled, tribute })).toMatchObject({
      tribute_occasion: "honour",
      tribute_name: "Ibu Sari",
      tribute_email: "sari@example.org",
      tribute_message: "Selamat!",
      tribute_send_on: "2099-01-01",
      tribute_show_amount: "false",
    });
    expect(pageAndWallFields({ ...filled, kind: "boost", tribute })).not.toHaveProperty("tribute_name");
  });
  it("says what is wrong before the API does: a name, a day from today to a year ahead", () => {
    const now = new Date("2026-11-28T03:00:00Z");
    expect(tributeErrors({ ...tribute, name: "", sendOn: "2026-11-27" }, "single", now)).toEqual({
      tributeName: "invalid.tributeName",
      tributeSendOn: "invalid.tributeDay",
    });
    expect(tributeErrors({ ...tribute, sendOn: "2026-11-28" }, "single", now)).toEqual({});
    expect(tributeErrors({ ...tribute, email: "nope", sendOn: "2026-11-28" }, "single", now)).toEqual({
      tributeEmail: "invalid.invalidEmail",
    });
  });
});
