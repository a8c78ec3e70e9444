import { type CallName, type ResponseOf, validateResponse } from "@rimbun/contract";
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from "vitest";
import type { sessionUser } from "../../accounts/accounts.ts";
import type { recurringView } from "../../billing/recurring.ts";
import type { createDonation } from "../../donations/create-donation.ts";
import type { spendVolunteerPoints } from "../../points/points-spending.ts";
import { createHarness, type Harness } from "../../test/harness.ts";
import { createPayment, donationForm, monthlyForm, payOnSandbox } from "../../test/payments.ts";

let h: Harness;
let donorCookie: string;
let volunteerCookie: string;
let adminCookie: string;
let volunteerCode: string;

/** The call's `result`, checked against the contract (throws naming the call and the field). */
async function answer<K extends CallName>(name: K, response: Response): Promise<ResponseOf<K>> {
  expect(response.status).toBe(200);
  const body = (await response.json()) as { result: unknown };
  return validateResponse(name, body.result);
}

beforeAll(async () => {
  h = await createHarness();
  await h.createUser({ email: "dina.donor@example.test" });
  const volunteer = await h.createUser({ email: "vino.volunteer@example.test", role: "volunteer" });
  volunteerCode = volunteer.referralCode ?? "";
  await h.createUser({ email: "ana.admin@example.test", role: "admin" });
  const created = await createPayment(
    h,
    "recurring",
    monthlyForm({ email: "dina.donor@example.test", referral: volunteerCode }),
  );
  await payOnSandbox(h, created.pg_id);
  donorCookie = await h.login("dina.donor@example.test");
  volunteerCookie = await h.login("vino.volunteer@example.test");
  adminCookie = await h.login("ana.admin@example.test");
});
afterAll(() => h.close());

describe("the API's answers match the contract the client is typed by", () => {
  it("public calls", async () => {
    const campaigns = await answer("getCampaigns", await h.request("GET", "/v1/campaigns"));
    const slug = campaigns[0]?.slug ?? "";
    await answer("getCampaignFigures", await h.request("GET", `/v1/campaigns/${slug}`));
    const created = await createPayment(h, "single", donationForm({ email: "guest@example.test" }));
    await answer("checkPayment", await h.request("GET", `/payment/check?channel=BNI&pgid=${created.pg_id}`));
    expect(
      await answer("lookupReferral", await h.request("GET", `/v1/referral?search=${volunteerCode}`)),
    ).toMatchObject({ type: "volunteer" });
    expect(await answer("fetchSession", await h.request("GET", "/v1/oauth/session"))).toBeNull();
    await answer(
      "getToken",
      await h.request("POST", "/v1/rest", { json: { platform: "pwa", apps: "site", crx: "" } }),
    );
  });

  it("a donor's calls", async () => {
    const cookie = donorCookie;
    const session = await answer("fetchSession", await h.request("GET", "/v1/oauth/session", { cookie }));
    expect(session?.profile.badge_points).toBeTypeOf("number");
    const plan = await answer(
      "getRecurringDonation",
      await h.request("GET", "/v1/donations/recurring", { cookie }),
    );
    expect(plan?.status).toBe("active");
    const history = await answer("listDonations", await h.request("GET", "/v1/donations", { cookie }));
    await answer(
      "getInvoice",
      await h.request("GET", `/v1/donations/${history[0]?.local_id}/invoice`, { cookie }),
    );
    await answer(
      "skipNextRecurringMonth",
      await h.request("POST", "/v1/donations/recurring/skip", { cookie, form: { pg_id: plan?.pg_id ?? "" } }),
    );
    await answer(
      "updateDonorProfile",
      await h.request("POST", "/v1/users/update", {
        cookie,
        multipart: { email: "dina.donor@example.test", phone_number: "81234567891", address: "Bogor" },
      }),
    );
  });

  it("a volunteer's and an administrator's calls", async () => {
    const cookie = volunteerCookie;
    const session = await answer("fetchSession", await h.request("GET", "/v1/oauth/session", { cookie }));
    expect(session?.profile.point).toMatch(/^\d+\.\d{2}$/);
    await answer("getVolunteerStats", await h.request("GET", "/v1/donations/point", { cookie }));
    await answer("getIncentive", await h.request("GET", "/v1/donations/incentive", { cookie }));
    await answer("getLeaderboard", await h.request("GET", "/v1/donations/leaderboard", { cookie }));
    await answer(
      "donatePoints",
      await h.request("POST", "/v1/donations/vdonate", {
        cookie,
        form: { email: "vino.volunteer@example.test", amount: "10.00" },
      }),
    );
    const queue = await answer(
      "listAdminQueue",
      await h.request("GET", "/v1/admin/queue", { cookie: adminCookie }),
    );
    const item = queue.find((entry) => entry.kind === "donation");
    await answer(
      "decideAdminItem",
      await h.request("POST", `/v1/admin/queue/donation/${item?.id}`, {
        cookie: adminCookie,
        json: { decision: "approve", note: "" },
      }),
    );
  });

  it("services build the contract's types", () => {
    expectTypeOf<Awaited<ReturnType<typeof createDonation>>>().toEqualTypeOf<ResponseOf<"createPayment">>();
    expectTypeOf<ReturnType<typeof recurringView>>().toEqualTypeOf<ResponseOf<"updateRecurringDonation">>();
    expectTypeOf<Awaited<ReturnType<typeof sessionUser>>>().toEqualTypeOf<ResponseOf<"fetchSession">>();
    expectTypeOf<Awaited<ReturnType<typeof spendVolunteerPoints>>>().toEqualTypeOf<
      ResponseOf<"donatePoints">
    >();
  });
});
