import { defaultChannelFees } from "@rimbun/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, channelFees } from "../../platform/db/schema/index.ts";
import { createHarness, type Harness, json } from "../../test/harness.ts";
import { createPayment, donationForm } from "../../test/payments.ts";

/* The channel fee table (docs/product/staff-console.md#channel-fees): everyone reads it; administrators change it, audited. */

let h: Harness;
const cookies: Record<string, string> = {};
const list = "/v1/admin/channel-fees";
const qris = "/v1/admin/channel-fees/QRIS";
const good = {
  fixed: 0,
  percent_basis_points: 100,
  vat_basis_points: 0,
  reason: "New contract with the provider",
};

beforeAll(async () => {
  h = await createHarness();
  for (const role of ["donor", "volunteer", "staff", "admin"] as const) {
    await h.createUser({ email: `fees.${role}@example.test`, role });
    cookies[role] = await h.login(`fees.${role}@example.test`);
  }
}, 60_000);
afterAll(() => h.close());

async function overrides() {
  return h.db.select().from(channelFees);
}

describe("the public table", () => {
  it("answers every channel's fee to anyone, cacheable", async () => {
    const response = await h.request("GET", "/v1/site/channel-fees");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toContain("public");
    const { result } = await json<{ result: { channel: string; fixed: number }[] }>(response);
    expect(result.map((row) => row.channel)).toContain("QRIS");
    expect(result.find((row) => row.channel === "BNI")).toMatchObject({
      fixed: 4_000,
      vat_basis_points: 1_100,
    });
  });
});

describe("who may read and change the staff table", () => {
  it("anonymous: 401; donor, volunteer and staff: 403; nothing is stored", async () => {
    expect((await h.request("GET", list)).status).toBe(401);
    expect((await h.request("PUT", qris, { json: good })).status).toBe(401);
    for (const role of ["donor", "volunteer", "staff"]) {
      expect((await h.request("GET", list, { cookie: cookies[role] ?? "" })).status).toBe(403);
      expect((await h.request("PUT", qris, { cookie: cookies[role] ?? "", json: good })).status).toBe(403);
    }
    expect(await overrides()).toHaveLength(0);
  });

  it("an administrator reads the defaults, changes a channel with a reason, and it is audited", async () => {
    const read = await h.request("GET", list, { cookie: cookies.admin ?? "" });
    const { result } = await json<{ result: { channel: string; overridden: boolean }[] }>(read);
    expect(result.every((row) => !row.overridden)).toBe(true);
    const response = await h.request("PUT", qris, { cookie: cookies.admin ?? "", json: good });
    expect(await json(response)).toMatchObject({
      result: {
        channel: "QRIS",
        percent_basis_points: 100,
        overridden: true,
        default: { percent_basis_points: 70 },
      },
    });
    const [entry] = await h.db.select().from(auditLog).where(eq(auditLog.action, "fees.channel"));
    expect(entry?.data).toMatchObject({
      reason: good.reason,
      before: { percentBasisPoints: defaultChannelFees.QRIS.percentBasisPoints },
      after: { percentBasisPoints: 100 },
    });
    // A replay stores the same row again and the gift's fee follows the new table.
    expect((await h.request("PUT", qris, { cookie: cookies.admin ?? "", json: good })).status).toBe(200);
    expect(await overrides()).toHaveLength(1);
    const created = await createPayment(
      h,
      "single",
      donationForm({ payment_methods: "QRIS", amount: "100000", cover_fee: "true" }),
    );
    expect(created.covered_fee).toBe(1_011);
  });

  it.each([
    ["negative", { ...good, fixed: -1 }],
    ["zero altogether", { ...good, fixed: 0, percent_basis_points: 0 }],
    ["a huge fixed part", { ...good, fixed: 50_001 }],
    ["a huge percentage", { ...good, percent_basis_points: 1_001 }],
    ["a huge VAT", { ...good, vat_basis_points: 5_001 }],
    ["an absurd number", { ...good, fixed: 1e308 }],
    ["a fraction", { ...good, percent_basis_points: 0.5 }],
    ["text", { ...good, fixed: "lots" }],
    ["an array", { ...good, fixed: [1] }],
    ["no reason", { ...good, reason: "" }],
    ["a huge reason", { ...good, reason: "x".repeat(10_000) }],
  ])("%s is refused with a 400 and stores nothing", async (_, body) => {
    const before = await overrides();
    const response = await h.request("PUT", "/v1/admin/channel-fees/BNI", {
      cookie: cookies.admin ?? "",
      json: body,
    });
    expect(response.status).toBe(400);
    expect(await overrides()).toEqual(before);
  });

  it("an unknown channel, script text in the path and a body that is no JSON are refused", async () => {
    for (const channel of ["NOPE", "%3Cscript%3E", "x".repeat(300)]) {
      const response = await h.request("PUT", `/v1/admin/channel-fees/${channel}`, {
        cookie: cookies.admin ?? "",
        json: good,
      });
      expect([400, 404]).toContain(response.status);
    }
    const text = await h.request("PUT", "/v1/admin/channel-fees/BNI", {
      cookie: cookies.admin ?? "",
      headers: { "content-type": "text/plain" },
    });
    expect([400, 415]).toContain(text.status);
    expect((await overrides()).map((row) => row.channel)).toEqual(["QRIS"]);
  });
});
