import { type PartnerReportRow, validateResponse } from "@rimbun/contract";
import { jakartaDay } from "@rimbun/domain";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { donations } from "../../platform/db/schema/index.ts";
import { forestCampaign, lakeCampaign, makeEmbed } from "../../test/embeds.ts";
import { createHarness, type Harness, json } from "../../test/harness.ts";
import { createPayment, deliverWebhook, donationForm } from "../../test/payments.ts";
import { partnerReportQuery } from "../partner-report.ts";

/* The partner report and its CSV: paid gifts per code, refunds out, by the day they were paid. */

let h: Harness;
let staff: string;
let forest: string;
let lake: string;
let today: string;
const formulaName = '=HYPERLINK("https://evil.example","Sekolah")';
const quotedName = 'Koran "Pagi", Jakarta';

let events = 0;
async function gift(
  embed: string,
  campaign: string,
  email: string,
  amount: string,
  outcome?: "paid" | "refunded",
) {
  const created = await createPayment(h, "single", donationForm({ campaign, embed, email, amount }));
  if (outcome) {
    for (const step of outcome === "refunded" ? (["paid", "refunded"] as const) : (["paid"] as const)) {
      events += 1;
      const response = await deliverWebhook(h, {
        event_id: `evt-partner-${events}`,
        pg_id: created.pg_id,
        outcome: step,
      });
      expect(response.status).toBe(200);
    }
  }
  return created.pg_id;
}

beforeAll(async () => {
  h = await createHarness();
  await h.createUser({ email: "officer@example.test", role: "staff" });
  staff = await h.login("officer@example.test");
  forest = (await makeEmbed(h, staff, { partner_name: formulaName })).id;
  lake = (
    await makeEmbed(h, staff, { partner_name: quotedName, target: { kind: "campaign", slug: lakeCampaign } })
  ).id;
  await gift(forest, forestCampaign, "ani@example.test", "100000", "paid");
  await gift(forest, forestCampaign, "ANI@example.test", "50000", "paid");
  await gift(forest, forestCampaign, "budi@example.test", "200000", "refunded");
  await gift(forest, forestCampaign, "citra@example.test", "70000");
  await gift(lake, lakeCampaign, "dewi@example.test", "300000", "paid");
  const old = await gift(lake, lakeCampaign, "eko@example.test", "90000", "paid");
  await h.db
    .update(donations)
    .set({ paidAt: new Date("2020-03-01T05:00:00Z") })
    .where(eq(donations.pgId, old));
  // A paid gift without a code is nobody's.
  await createPayment(h, "single", donationForm({ campaign: forestCampaign, email: "fajar@example.test" }));
  today = jakartaDay(h.clock.current);
});
afterAll(() => h.close());

async function report(from: string, to: string): Promise<PartnerReportRow[]> {
  const response = await h.request("GET", `/v1/reports/partners?from=${from}&to=${to}`, { cookie: staff });
  expect(response.status).toBe(200);
  return validateResponse("getPartnerReport", (await json<{ result: unknown }>(response)).result).partners;
}

describe("GET /v1/reports/partners", () => {
  it("counts paid gifts, rupiah and donors per code; refunds, pending gifts and other days are out", async () => {
    expect(await report(today, today)).toEqual([
      { embed_id: lake, partner_name: quotedName, gifts: 1, paid_idr: 300_000, donors: 1 },
      { embed_id: forest, partner_name: formulaName, gifts: 2, paid_idr: 150_000, donors: 1 },
    ]);
    expect(await report("2020-03-01", "2020-03-01")).toEqual([
      { embed_id: lake, partner_name: quotedName, gifts: 1, paid_idr: 90_000, donors: 1 },
    ]);
    expect(await report("2020-03-02", "2020-12-31")).toEqual([]);
  });

  it("the console's list shows each code's paid gifts the same way", async () => {
    const response = await h.request("GET", "/v1/staff/embeds", { cookie: staff });
    const { embeds } = validateResponse("listEmbeds", (await json<{ result: unknown }>(response)).result);
    // Both codes may carry the same creation instant (the test clock): compared by code, not by order.
    expect(Object.fromEntries(embeds.map((embed) => [embed.id, embed.gifts]))).toEqual({
      [lake]: { count: 2, paid_idr: 390_000 },
      [forest]: { count: 2, paid_idr: 150_000 },
    });
  });
});

describe("the CSV beside the other exports", () => {
  it("has the same rows, with names that cannot become formulas or break cells", async () => {
    const response = await h.request(
      "GET",
      `/v1/admin/reports/export?dataset=partners&format=csv&startDate=${today}&endDate=${today}`,
      { cookie: staff },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("x-export-rows")).toBe("2");
    const text = (await response.text()).replace(/^\uFEFF/, "");
    const lines = text.split("\r\n").filter(Boolean);
    expect(lines[0]).toBe("embed_id,partner,gifts,paid_idr,donors");
    const sorted = [forest, lake].sort();
    const expected: Record<string, string> = {
      [forest]: `${forest},"'=HYPERLINK(""https://evil.example"",""Sekolah"")",2,150000,1`,
      [lake]: `${lake},"Koran ""Pagi"", Jakarta",1,300000,1`,
    };
    expect(lines.slice(1)).toEqual(sorted.map((id) => expected[id]));
  });

  it("exports as XLSX too", async () => {
    const response = await h.request(
      "GET",
      `/v1/admin/reports/export?dataset=partners&format=xlsx&startDate=${today}&endDate=${today}`,
      { cookie: staff },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("x-export-rows")).toBe("2");
  });
});

describe("its cost", () => {
  it("reads the partial index of paid gifts made through an embed, never the other donations", async () => {
    const plan = await h.db.transaction(async (tx) => {
      // The test tables are tiny: without this the planner may read them whole, index or not.
      await tx.execute(sql`set local enable_seqscan = off`);
      return tx.execute(sql`explain ${partnerReportQuery({ startDate: today, endDate: today }, null, 100)}`);
    });
    const text = JSON.stringify(plan);
    expect(text).toMatch(/donations_embed_paid_idx/);
    expect(text).not.toMatch(/Seq Scan on donations/);
  });
});
