import { describe, expect, it } from "vitest";
import { type CallName, responses, validateResponse } from "./index.ts";

const createdPayment = {
  customer: { surname: "Budi Santoso", email: "budi@example.com" },
  invoice_url: "https://pay.example.com/i/abc",
  pg_id: "inv_123",
  local_id: "RL-261123-ABC123",
  channel: "BNI",
  type: "monthly",
  amount: 50000,
  status: "pending",
};

const volunteer = {
  email: "sari@example.com",
  role: "volunteer",
  first: true,
  two_factor: false,
  profile: {
    fullname: "Sari Dewi",
    email: "sari@example.com",
    phone_number: "81234567890",
    address: "",
    avatar: "avatars/u1.webp",
    referral_code: "SARI2026",
    referral_lock: 0,
    locale: "id",
    first_name: "Sari",
    last_name: "Dewi",
    phone: "81234567890",
    private_information: "{}",
    social_media: "",
    optional_information: "{}",
    bank_account: "{}",
    point: "12.50",
    active_point: "10.00",
    hold_point: "2.50",
  },
};

describe("validateResponse", () => {
  it("accepts real-looking answers and hands the same value back", () => {
    expect(validateResponse("createPayment", createdPayment)).toBe(createdPayment);
    expect(validateResponse("fetchSession", volunteer)).toBe(volunteer);
    expect(validateResponse("fetchSession", null)).toBeNull();
    expect(validateResponse("lookupReferral", { code: "SARI2026", type: "volunteer" })).toEqual({
      code: "SARI2026",
      type: "volunteer",
    });
    expect(validateResponse("updatePassword", true)).toBe(true);
  });

  it("keeps fields the contract does not name (an added field breaks no client)", () => {
    const answer = { ...createdPayment, provider: "sandbox" };
    expect(validateResponse("createPayment", answer)).toBe(answer);
  });

  it("refuses a wrong answer with the call's name and the paths that differ", () => {
    const wrong = { ...createdPayment, amount: "50000", customer: { surname: "Budi" } };
    expect(() => validateResponse("createPayment", wrong)).toThrow(/createPayment/);
    expect(() => validateResponse("createPayment", wrong)).toThrow(/amount/);
    expect(() => validateResponse("createPayment", wrong)).toThrow(/customer\.email/);
  });

  it("refuses vocabulary the domain does not know", () => {
    expect(() => validateResponse("fetchSession", { ...volunteer, role: "owner" })).toThrow(
      /fetchSession.*role/,
    );
    expect(() => validateResponse("checkPayment", { status: "done", channel: "BNI", pgid: "x" })).toThrow(
      /checkPayment.*status/,
    );
    expect(() => validateResponse("updatePassword", false)).toThrow(/updatePassword/);
  });

  it("names the whole result when the answer is not an object at all", () => {
    expect(() => validateResponse("getInvoice", null)).toThrow(/getInvoice.*\(result\)/);
  });

  it("has a schema for every call", () => {
    const names = Object.keys(responses) as CallName[];
    expect(names).toHaveLength(new Set(names).size);
    for (const name of names) expect(typeof responses[name].safeParse).toBe("function");
  });
});
