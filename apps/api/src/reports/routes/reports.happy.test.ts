import { jakartaDay } from "@rimbun/domain/dates";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { donations, pointLedger, recurringPlans, reportMonths } from "../../platform/db/schema/index.ts";
import { createHarness, type Harness, json } from "../../test/harness.ts";
import { createPayment, deliverWebhook, donationForm } from "../../test/payments.ts";
import { LIVE_REUSE_MS } from "../figures.ts";

/** The figures on a small known data set, and the files the accountant gets. */
let h: Harness;
let staff: string;
let volunteerId: string;

const day = 24 * 3600_000;
let n = 0;
function gift(values: Partial<typeof donations.$inferInsert> & { amount: number; at: Date }) {
  n += 1;
  const { at, ...rest } = values;
  return {
    localId: `RL-T-${n}`,
    pgId: `pg-${n}`,
    provider: "sandbox",
    channel: "QRIS",
    type: "single" as const,
    status: "done" as const,
    email: `donor${n % 3}@example.test`,
    fullname: n === 1 ? '=HYPERLINK("http://evil")' : `Donor ${n % 3}`,
    phone: "+628123456789",
    invoiceUrl: "",
    paidAt: rest.status && rest.status !== "done" && rest.status !== "refunded" ? null : at,
    createdAt: at,
    ...rest,
  };
}

beforeAll(async () => {
  h = await createHarness();
  await h.createUser({ email: "staff@example.test", role: "staff" });
  staff = await h.login("staff@example.test");
  const volunteer = await h.createUser({
    email: "vol@example.test",
    role: "volunteer",
    name: "Vera Volunteer",
  });
  volunteerId = volunteer.id;
  const now = h.clock.current;
  const [plan] = await h.db
    .insert(recurringPlans)
    .values({
      pgId: "plan-1",
      provider: "sandbox",
      channel: "VISA",
      amount: 100_000,
      status: "active",
      email: "donor1@example.test",
      fullname: "Donor 1",
      phone: "+628123456789",
      createdAt: now,
    })
    .returning();
  await h.db.insert(recurringPlans).values({
    pgId: "plan-2",
    provider: "sandbox",
    channel: "VISA",
    amount: 50_000,
    status: "inactive",
    stoppedAt: now,
    email: "donor2@example.test",
    fullname: "Donor 2",
    phone: "+628123456789",
    createdAt: new Date(now.getTime() - 400 * day),
  });
  const dueDay = jakartaDay(now);
  await h.db.insert(donations).values([
    gift({ amount: 25_000, at: now }),
    gift({ amount: 50_000, at: now, type: "boost" }),
    gift({ amount: 75_000, at: now, campaignSlug: "hutan-kalimantan", channel: "BNI" }),
    gift({ amount: 100_000, at: now, type: "monthly", recurringPlanId: plan?.id, channel: "VISA" }),
    gift({ amount: 10_000, at: now, status: "failed" }),
    gift({ amount: 20_000, at: now, status: "refunded" }),
    // A cycle whose first charge failed and whose retry paid it.
    gift({
      amount: 100_000,
      at: now,
      type: "monthly",
      status: "failed",
      recurringPlanId: plan?.id,
      cycleDueDay: dueDay,
    }),
    gift({
      amount: 1,
      at: now,
      type: "monthly",
      status: "pending",
      recurringPlanId: plan?.id,
      cycleDueDay: dueDay,
    }),
    // Outside the default range: not counted.
    gift({ amount: 999_000, at: new Date(now.getTime() - 500 * day) }),
  ]);
  await h.db.insert(pointLedger).values([
    {
      userId: volunteerId,
      type: "earn",
      status: "approved",
      points: "300.00",
      reason: "referral",
      createdAt: now,
    },
    {
      userId: volunteerId,
      type: "withdraw",
      status: "approved",
      points: "100.00",
      amount: 10_000,
      reason: "withdraw",
      createdAt: now,
      decidedAt: now,
    },
    {
      userId: volunteerId,
      type: "withdraw",
      status: "pending",
      points: "50.00",
      reason: "withdraw",
      createdAt: now,
    },
  ]);
});
afterAll(() => h.close());

interface Month {
  month: string;
  income: Record<string, number>;
  income_total: number;
  [key: string]: unknown;
}

async function report(query = "") {
  const response = await h.request("GET", `/v1/admin/reports${query}`, { cookie: staff });
  expect(response.status).toBe(200);
  return (await json<{ result: { months: Month[]; [key: string]: unknown } }>(response)).result;
}

describe("GET /v1/admin/reports", () => {
  it("defaults to 12 Jakarta months, this one last, with this month's figures", async () => {
    const result = await report();
    expect(result.months).toHaveLength(12);
    const month = result.months.at(-1);
    expect(month?.month).toBe(jakartaDay(h.clock.current).slice(0, 7));
    expect(month?.income).toEqual({ monthly: 100_000, single: 25_000, boost: 50_000, campaign: 75_000 });
    expect(month).toMatchObject({
      income_total: 250_000,
      gifts: 4,
      active_monthly_donors: 1,
      new_monthly_donors: 1,
      stopped_monthly_donors: 1,
      mrr: 100_000,
      payments_paid: 5,
      payments_failed: 2,
      cycles_failed: 1,
      cycles_recovered: 0,
      // 300 earned - 100 paid out = 200 points = Rp 20.000 (the pending 50 are still owed).
      points_liability: 20_000,
      payouts: 1,
      payouts_amount: 10_000,
    });
    expect(month?.failed_rate).toBeCloseTo(2 / 7);
    expect(result.channels).toEqual([
      { channel: "VISA", amount: 100_000, gifts: 1 },
      { channel: "QRIS", amount: 75_000, gifts: 2 },
      { channel: "BNI", amount: 75_000, gifts: 1 },
    ]);
    expect(result.top_campaigns).toEqual([
      { slug: "hutan-kalimantan", title: null, amount: 75_000, gifts: 1 },
    ]);
    expect(result.totals).toMatchObject({ income: 250_000, active_monthly_donors: 1, mrr: 100_000 });
    expect(result.capped).toBe(false);
  });

  it("closed months come back the same from their stored rows; this month is at most 30 s old", async () => {
    const first = await report();
    await h.db.insert(donations).values(gift({ amount: 5_000, at: h.clock.current }));
    const reused = await report();
    expect(reused).toEqual(first);
    h.clock.current = new Date(h.clock.current.getTime() + LIVE_REUSE_MS);
    const second = await report();
    expect(second.months.slice(0, -1)).toEqual(first.months.slice(0, -1));
    expect(second.months.at(-1)?.income_total).toBe((first.months.at(-1)?.income_total ?? 0) + 5_000);
  });

  it("closed months are stored for every process, and a refund of a past month's gift shows at once", async () => {
    // Before the default 12 months (the exports below count those), inside a range asked for here.
    const past = new Date(h.clock.current.getTime() - 430 * day);
    const pastMonth = jakartaDay(past).slice(0, 7);
    const range = `?startDate=${pastMonth}-01&endDate=${jakartaDay(new Date(h.clock.current.getTime() - 380 * day))}`;
    const [late] = await h.db
      .insert(donations)
      .values(gift({ amount: 40_000, at: past, channel: "OVO" }))
      .returning();
    const before = (await report(range)).months.find((month) => month.month === pastMonth);
    const [stored] = await h.db.select().from(reportMonths).where(eq(reportMonths.month, pastMonth));
    expect(stored?.record).not.toBeNull();
    expect(before?.income_total).toBeGreaterThanOrEqual(40_000);

    await h.db
      .update(donations)
      .set({ status: "refunded" })
      .where(eq(donations.id, late?.id ?? ""));
    const [cleared] = await h.db.select().from(reportMonths).where(eq(reportMonths.month, pastMonth));
    expect(cleared).toMatchObject({ record: null, version: (stored?.version ?? 0) + 1 });
    const after = (await report(range)).months.find((month) => month.month === pastMonth);
    expect(after?.income_total).toBe((before?.income_total ?? 0) - 40_000);
    expect(after?.payments_paid).toBe(before?.payments_paid);
  });

  it("a range without this month has none of its gifts", async () => {
    const result = await report("?startDate=2020-01-01&endDate=2020-03-31");
    expect(result.months.map((month) => month.month)).toEqual(["2020-01", "2020-02", "2020-03"]);
    expect(result.months.every((month) => month.income_total === 0)).toBe(true);
  });
});

describe("GET /v1/admin/reports/export", () => {
  it("the donations CSV starts with a BOM, has the paid gifts and neutralizes formulas", async () => {
    const response = await h.request("GET", "/v1/admin/reports/export?dataset=donations&format=csv", {
      cookie: staff,
    });
    expect(response.status).toBe(200);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    const lines = text.trim().split("\r\n");
    expect(lines[0]).toBe(
      "local_id,provider_id,paid_at_jakarta,type,campaign,channel,provider,status,amount_idr,covered_fee_idr,donor_name,fundraiser_page",
    );
    // 5 done + 1 refunded in range; never the failed, pending or old ones; no e-mail or phone.
    expect(lines).toHaveLength(7);
    expect(text).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(text).not.toContain("@example.test");
    expect(text).not.toContain("+628");
    expect(response.headers.get("x-export-rows")).toBe("6");
    expect(response.headers.get("content-disposition")).toMatch(
      /attachment; filename="rimbun-donations-.*\.csv"/,
    );
  });

  it("the donors CSV masks e-mails and sums per donor", async () => {
    const response = await h.request("GET", "/v1/admin/reports/export?dataset=donors&format=csv", {
      cookie: staff,
    });
    const text = (await response.text()).replace(/^\uFEFF/, "");
    expect(text).toContain("d****@example.test");
    expect(text).not.toMatch(/donor\d@example\.test/);
  });

  it("the payouts XLSX is a zip workbook with the withdrawals", async () => {
    const response = await h.request("GET", "/v1/admin/reports/export?dataset=payouts&format=xlsx", {
      cookie: staff,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("spreadsheetml");
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(String.fromCharCode(bytes[0] ?? 0, bytes[1] ?? 0)).toBe("PK");
    expect(response.headers.get("x-export-rows")).toBe("2");
  });
});

describe("this month's reuse", () => {
  it("ends when this process settles a payment: a gift paid through the webhook shows at once", async () => {
    const first = await report();
    const payment = await createPayment(
      h,
      "single",
      donationForm({ email: "settled@example.test", amount: "70000" }),
    );
    await deliverWebhook(h, { event_id: "evt-report-now", pg_id: payment.pg_id, outcome: "paid" });
    const second = await report();
    expect(second.months.at(-1)?.income_total).toBe((first.months.at(-1)?.income_total ?? 0) + 70_000);
  });
});
