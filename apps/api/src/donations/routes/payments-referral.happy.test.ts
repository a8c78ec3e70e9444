import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { donations } from "../../platform/db/schema/index.ts";
import { createHarness, type Harness } from "../../test/harness.ts";
import { createPayment, donationForm, monthlyForm } from "../../test/payments.ts";

/*
 * A referral code on a gift (docs/decisions/api.md, "An unknown referral code on a gift"): a code
 * nobody owns never stops the gift; the gift is made without a referrer and the answer says the code
 * was not found, so the flow can tell the donor.
 */

let h: Harness;
let volunteerCode = "";
beforeAll(async () => {
  h = await createHarness();
  const volunteer = await h.createUser({ email: "buddy@example.test", role: "volunteer" });
  volunteerCode = volunteer.referralCode ?? "";
});
afterAll(() => h.close());

async function referrerOf(pgId: string) {
  const [row] = await h.db.select().from(donations).where(eq(donations.pgId, pgId));
  return row?.referrerUserId ?? null;
}

describe("a referral code on a new gift", () => {
  it("an unknown code: the gift is made, without a referrer, and the answer says not_found", async () => {
    for (const [kind, form] of [
      ["single", donationForm({ referral: "NOSUCHCODE" })],
      ["recurring", monthlyForm({ referral: "NOSUCHCODE", email: "m@example.test" })],
    ] as const) {
      const created = await createPayment(h, kind, form);
      expect(created.status).toBe("pending");
      expect(created.referral).toBe("not_found");
      expect(await referrerOf(created.pg_id)).toBeNull();
    }
  });

  it("a known code (any case) is applied; no code says none; the donor's own code is not applied", async () => {
    const known = await createPayment(h, "single", donationForm({ referral: volunteerCode.toLowerCase() }));
    expect(known.referral).toBe("applied");
    expect(await referrerOf(known.pg_id)).not.toBeNull();
    const none = await createPayment(h, "single", donationForm({ referral: "" }));
    expect(none.referral).toBe("none");
    const own = await createPayment(
      h,
      "single",
      donationForm({ referral: volunteerCode, email: "buddy@example.test" }),
    );
    expect(own.referral).toBe("own");
    expect(await referrerOf(own.pg_id)).toBeNull();
  });

  it("the public lookup answers null for an unknown code and reveals nothing else", async () => {
    const unknown = await h.request("GET", "/v1/referral?search=NOSUCHCODE");
    expect(unknown.status).toBe(200);
    expect(((await unknown.json()) as { result: unknown }).result).toBeNull();
    const known = await h.request("GET", `/v1/referral?search=${volunteerCode}`);
    const body = JSON.stringify(await known.json());
    expect(body).not.toContain("buddy@example.test");
  });
});
