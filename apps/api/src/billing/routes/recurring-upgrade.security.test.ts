import { DAY_MS, jakartaDay } from "@rimbun/domain/dates";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, recurringPlans } from "../../platform/db/schema/index.ts";
import { signLink } from "../../platform/http/signed-links.ts";
import { createHarness, type Harness } from "../../test/harness.ts";
import { paidMonthlyPlan, planOf, planOwner } from "../../test/monthly-plans.ts";
import { runAnniversaries, UPGRADE_LINK_PURPOSE, upgradePath } from "../plan-upgrade.ts";
import { applyDonorRequest } from "../recurring.ts";

/*
 * The yearly upgrade mail's signed link (docs/product/monthly-giving.md#upgrade-links): no sign-in, one
 * plan and one offer, once, for 30 days, only while the plan runs at the amount the mail named. The GET
 * changes nothing (mail scanners open links); the POST raises the plan from its next cycle, audited.
 */

let h: Harness;

beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

/** A paid plan made a year old, its anniversary run, and the link of the mail it got. */
async function upgradeLink(email: string, amount = "50000") {
  const created = await paidMonthlyPlan(h, { email, amount });
  const yearAgo = new Date(h.clock.current.getTime() - 365 * DAY_MS);
  await h.db.update(recurringPlans).set({ createdAt: yearAgo }).where(eq(recurringPlans.pgId, created.pg_id));
  await runAnniversaries(
    h.services,
    jakartaDay(yearAgo).replace(/^\d{4}/, jakartaDay(h.clock.current).slice(0, 4)),
  );
  await h.advanceTo(h.clock.current);
  const mail = (await h.outbox(email)).find((row) => row.kind === "plan-upgrade");
  const text = mail?.text.match(/http\S+\/v1\/donations\/recurring\/upgrade\?\S+/)?.[0] ?? "http://x";
  const url = new URL(text);
  return { pgId: created.pg_id, token: url.searchParams.get("token") ?? "", url };
}

const show = (token: string, options: { cookie?: string } = {}) =>
  h.request("GET", `${upgradePath}?token=${encodeURIComponent(token)}`, { origin: "", ...options });
const confirm = (token: string, options: { cookie?: string; origin?: string } = {}) =>
  h.request("POST", `${upgradePath}?token=${encodeURIComponent(token)}`, {
    form: {},
    origin: h.env.API_PUBLIC_URL,
    ...options,
  });

async function upgradeAudits(planId: string) {
  return h.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.subject, `plan:${planId}`), eq(auditLog.action, "recurring.amount")));
}

describe("the upgrade link", () => {
  it("is mailed on the anniversary; anonymous GET shows the amounts and changes nothing", async () => {
    const link = await upgradeLink("upgrade.show@example.test");
    expect(link.url.origin + link.url.pathname).toBe(`${h.env.API_PUBLIC_URL}${upgradePath}`);
    for (const method of ["GET", "HEAD"]) {
      const page = await h.request(method, `${upgradePath}?token=${encodeURIComponent(link.token)}`, {
        origin: "",
      });
      expect(page.status).toBe(200);
      expect(page.headers.get("cache-control")).toBe("no-store");
    }
    const html = await (await show(link.token)).text();
    expect(html).toContain("Rp\u00a055.000");
    expect(html).toContain("Rp\u00a050.000");
    expect(html).toContain(`<form method="post" action="${upgradePath}?`);
    expect((await planOf(h, link.pgId)).amount).toBe(50_000);
  });

  it("raises the plan once from its next cycle, audited as by link; a replay gets the used page", async () => {
    const link = await upgradeLink("upgrade.once@example.test");
    const before = await planOf(h, link.pgId);
    const response = await confirm(link.token);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Rp\u00a055.000");
    const after = await planOf(h, link.pgId);
    expect(after.amount).toBe(55_000);
    // The cycle already open keeps its amount: the raise starts with the next one.
    const state = after.billingState as { amount: number; cycle: { amount: number } };
    expect(state.amount).toBe(55_000);
    expect(state.cycle.amount).toBe((before.billingState as { cycle: { amount: number } }).cycle.amount);
    const audits = await upgradeAudits(after.id);
    expect(audits).toHaveLength(1);
    expect(audits[0]?.data).toMatchObject({ by: "link", event: { type: "change-amount", amount: 55_000 } });

    const replay = await confirm(link.token);
    expect(replay.status).toBe(400);
    expect(await replay.text()).toContain("sudah dipakai");
    expect((await show(link.token)).status).toBe(400);
    expect((await planOf(h, link.pgId)).amount).toBe(55_000);
    expect(await upgradeAudits(after.id)).toHaveLength(1);
  });

  it("two clicks at once raise once", async () => {
    const link = await upgradeLink("upgrade.race@example.test");
    const answers = await Promise.all([confirm(link.token), confirm(link.token), confirm(link.token)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400, 400]);
    const plan = await planOf(h, link.pgId);
    expect(plan.amount).toBe(55_000);
    expect(await upgradeAudits(plan.id)).toHaveLength(1);
  });

  it("refuses forged, other-purpose, malformed and huge tokens with the invalid page", async () => {
    const link = await upgradeLink("upgrade.forged@example.test");
    const soon = new Date(h.clock.current.getTime() + DAY_MS);
    const offerId = Buffer.from(link.token.split(".")[0] ?? "", "base64url").toString();
    const bad = [
      `${link.token.slice(0, -3)}abc`,
      `${link.token}.x`,
      signLink(h.env.LINK_SECRET, "stop", link.pgId, soon),
      signLink(h.env.LINK_SECRET, "payment-fix", offerId, soon),
      signLink("another-secret-another-secret-xx", UPGRADE_LINK_PURPOSE, offerId, soon),
      signLink(h.env.LINK_SECRET, UPGRADE_LINK_PURPOSE, "not-a-uuid", soon),
      signLink(h.env.LINK_SECRET, UPGRADE_LINK_PURPOSE, crypto.randomUUID(), soon),
      "",
      "x".repeat(20_000),
      '"><script>alert(1)</script>',
    ];
    for (const token of bad) {
      const page = await show(token);
      expect(page.status).toBe(400);
      const html = await page.text();
      expect(html).not.toContain("<script>alert");
      expect(html).not.toContain("<form");
      expect((await confirm(token)).status).toBe(400);
    }
    const twice = await h.request("POST", `${upgradePath}?token=x&token=${encodeURIComponent(link.token)}`, {
      form: {},
      origin: h.env.API_PUBLIC_URL,
    });
    expect(twice.status).toBe(400);
    expect((await planOf(h, link.pgId)).amount).toBe(50_000);
  });

  it("refuses an expired link with its own page (30 days)", async () => {
    const link = await upgradeLink("upgrade.expired@example.test");
    const start = h.clock.current;
    h.clock.current = new Date(start.getTime() + 31 * DAY_MS);
    const page = await confirm(link.token);
    expect(page.status).toBe(400);
    expect(await page.text()).toContain("kedaluwarsa");
    h.clock.current = start;
    expect((await planOf(h, link.pgId)).amount).toBe(50_000);
  });

  it("refuses after the plan stopped, and after its amount changed since the mail", async () => {
    const stopped = await upgradeLink("upgrade.stopped@example.test");
    const stoppedPlan = await planOf(h, stopped.pgId);
    await applyDonorRequest(h.services, planOwner(stoppedPlan), {
      pgId: stopped.pgId,
      event: { type: "stop" },
      action: "recurring.stop",
    });
    const stoppedPage = await confirm(stopped.token);
    expect(stoppedPage.status).toBe(400);
    expect(await stoppedPage.text()).toContain("berhenti");
    expect((await planOf(h, stopped.pgId)).amount).toBe(50_000);

    const changed = await upgradeLink("upgrade.changed@example.test");
    const changedPlan = await planOf(h, changed.pgId);
    await applyDonorRequest(h.services, planOwner(changedPlan), {
      pgId: changed.pgId,
      event: { type: "change-amount", amount: 70_000 },
      action: "recurring.amount",
    });
    const changedPage = await confirm(changed.token);
    expect(changedPage.status).toBe(400);
    expect(await changedPage.text()).toContain("berubah");
    expect((await planOf(h, changed.pgId)).amount).toBe(70_000);
  });

  it("acts on the link's plan only, whoever is signed in; ids in the form or query change nothing", async () => {
    const mine = await upgradeLink("upgrade.mine@example.test");
    const theirs = await upgradeLink("upgrade.theirs@example.test");
    await h.createUser({ email: "upgrade.other@example.test" });
    const cookie = await h.login("upgrade.other@example.test");
    const response = await h.request(
      "POST",
      `${upgradePath}?token=${encodeURIComponent(mine.token)}&pg_id=${encodeURIComponent(theirs.pgId)}`,
      { form: { pg_id: theirs.pgId, amount: "99000000" }, origin: h.env.API_PUBLIC_URL, cookie },
    );
    expect(response.status).toBe(200);
    expect((await planOf(h, mine.pgId)).amount).toBe(55_000);
    expect((await planOf(h, theirs.pgId)).amount).toBe(50_000);
    // A session without a token raises nothing.
    const withoutToken = await h.request("POST", upgradePath, {
      form: {},
      origin: h.env.API_PUBLIC_URL,
      cookie,
    });
    expect(withoutToken.status).toBe(400);
  });

  it("refuses a foreign origin's POST and a body of another type, changing nothing", async () => {
    const link = await upgradeLink("upgrade.csrf@example.test");
    expect((await confirm(link.token, { origin: "https://evil.example" })).status).toBe(403);
    const asJson = await h.request("POST", `${upgradePath}?token=${encodeURIComponent(link.token)}`, {
      json: { amount: 1 },
      origin: h.env.API_PUBLIC_URL,
    });
    expect(asJson.status).toBe(415);
    expect((await planOf(h, link.pgId)).amount).toBe(50_000);
  });
});
