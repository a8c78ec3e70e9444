import { activePoints, parsePoints } from "@rimbun/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness, json } from "../../test/harness.ts";
import { donations, pointLedger, users } from "./schema/index.ts";
import { demoLogins, seedDemo } from "./seed.ts";

let h: Harness;
const lines: string[] = [];
beforeAll(async () => {
  h = await createHarness();
  await seedDemo(h.services, { log: (line) => lines.push(line) });
});
afterAll(() => h.close());

describe("demo seed", () => {
  it("creates the demo logins with DEMO_PASSWORD and prints them", async () => {
    for (const email of Object.values(demoLogins)) {
      const cookie = await h.login(email, h.env.DEMO_PASSWORD);
      const session = await json(await h.request("GET", "/v1/oauth/session", { cookie }));
      expect(session.result).toMatchObject({ email, first: true });
    }
    expect(lines.join("\n")).toContain("donor@demo.test");
  });

  it("sets up two-factor sign-in for the demo staff and admin with the README's key, not for the others", async () => {
    for (const email of [demoLogins.admin, demoLogins.staff]) {
      const step = await h.passwordStep(email, h.env.DEMO_PASSWORD);
      expect(step.twoFactor).toBe(true);
      expect((await h.codeStep(step.cookie, await h.totpCode())).response.status).toBe(200);
    }
    for (const email of [demoLogins.donor, demoLogins.volunteer])
      expect((await h.passwordStep(email, h.env.DEMO_PASSWORD)).twoFactor).toBe(false);
    expect(lines.join("\n")).toContain("OJUW2YTVNYWWIZLNN4WXI33UOAWTEMBSGY");
  });

  it("is refused in production", async () => {
    const production = { ...h.services, env: { ...h.env, NODE_ENV: "production" as const } };
    await expect(seedDemo(production, { log: () => {} })).rejects.toThrow(/production/);
  });

  it("gives the donor a year of monthly history, a boost and a failed payment", async () => {
    const [donor] = await h.db.select().from(users).where(eq(users.email, demoLogins.donor));
    const rows = await h.db
      .select()
      .from(donations)
      .where(eq(donations.userId, donor?.id ?? ""));
    expect(rows.filter((row) => row.type === "monthly" || row.type === "recurring")).toHaveLength(12);
    expect(rows.some((row) => row.type === "boost" && row.status === "done")).toBe(true);
    expect(rows.some((row) => row.status === "failed")).toBe(true);
  });

  it("shows the donor this month's gift and a next charge date ahead, as a real plan would", async () => {
    const cookie = await h.login(demoLogins.donor, h.env.DEMO_PASSWORD);
    const recurring = await json<{ result: { status: string; next_charge_date: string } }>(
      await h.request("GET", "/v1/donations/recurring", { cookie }),
    );
    const today = new Date().toISOString().slice(0, 10);
    expect(recurring.result.status).toBe("active");
    expect(recurring.result.next_charge_date > today).toBe(true);

    const [donor] = await h.db.select().from(users).where(eq(users.email, demoLogins.donor));
    const rows = await h.db
      .select()
      .from(donations)
      .where(eq(donations.userId, donor?.id ?? ""));
    const thisMonth = today.slice(0, 7);
    expect(rows.some((row) => row.createdAt.toISOString().startsWith(thisMonth))).toBe(true);
  });

  it("gives the volunteer at least 500 active points from referred donors", async () => {
    const [volunteer] = await h.db.select().from(users).where(eq(users.email, demoLogins.volunteer));
    const ledger = await h.db
      .select()
      .from(pointLedger)
      .where(eq(pointLedger.userId, volunteer?.id ?? ""));
    const earned = ledger.reduce((sum, row) => sum + (parsePoints(row.points) ?? 0), 0);
    expect(activePoints(earned, 0, 0)).toBeGreaterThanOrEqual(50_000);
  });

  it("never runs against a database that has users", async () => {
    const before = await h.db.select().from(donations);
    expect(await seedDemo(h.services, { log: () => {} })).toBe(false);
    expect(await h.db.select().from(donations)).toHaveLength(before.length);
  });

  it("campaigns show money raised", async () => {
    const campaign = await json<{ result: { raised: number } }>(
      await h.request("GET", "/v1/campaigns/bersama-jaga-alam-kita"),
    );
    expect(campaign.result.raised).toBe(1_250_000);
  });

  it("shows Bima's fundraiser page in his team, with its gifts on the page, the team and the wall", async () => {
    const slug = "bima-menggalang-dana-untuk-situ-gede";
    const page = await json<{
      result: { raised: number; donor_count: number; team: { slug: string } | null };
    }>(await h.request("GET", `/v1/site/fundraisers/${slug}`));
    expect(page.result).toMatchObject({
      raised: 850_000,
      donor_count: 3,
      team: { slug: "komunitas-situ-gede" },
    });
    const wall = await json<{ result: { messages: { display_name: string | null }[] } }>(
      await h.request("GET", `/v1/fundraisers/${slug}/wall`),
    );
    expect(wall.result.messages.map((item) => item.display_name).sort()).toEqual(["Dewi", "Maya Sari", null]);
  });
});
