import { DAY_MS, jakartaDay } from "@rimbun/domain/dates";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setMailPreferences } from "../mail/mail-preferences.ts";
import { planUpgradeOffers, recurringPlans } from "../platform/db/schema/index.ts";
import { createHarness, type Harness } from "../test/harness.ts";
import { countOf, mailKinds, paidMonthlyPlan, planOf, planOwner } from "../test/monthly-plans.ts";
import { runAnniversaries, seedAnniversarySchedule } from "./plan-upgrade.ts";
import { applyDonorRequest } from "./recurring.ts";

/*
 * The clock moved a year (docs/product/monthly-giving.md#upgrade-links, #welcome-back): the daily
 * anniversary run mails each running plan's upgrade link once on its anniversary (not before, not to a
 * stopped plan, not against the donor's mail choice), and a pause that ends mails a welcome back once.
 */

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

describe("a year of monthly giving", () => {
  it("one upgrade mail on the anniversary, honouring stops and mail choices; one welcome back after a pause", async () => {
    const start = h.clock.current;
    const card = { payment_methods: "VISA", amount: "50000" };
    const asked = await paidMonthlyPlan(h, { ...card, email: "year.asked@example.test" });
    await h.db.update(recurringPlans).set({ locale: "en" }).where(eq(recurringPlans.pgId, asked.pg_id));
    const quiet = await paidMonthlyPlan(h, { ...card, email: "year.quiet@example.test" });
    await setMailPreferences(h.db, "year.quiet@example.test", { campaignUpdates: false });
    const stopped = await paidMonthlyPlan(h, { ...card, email: "year.stopped@example.test" });
    const paused = await paidMonthlyPlan(h, { ...card, email: "year.paused@example.test" });
    await seedAnniversarySchedule(h.services);

    // Month 2: one plan is stopped, another paused for a month by its donor.
    await h.advanceTo(new Date(start.getTime() + 40 * DAY_MS));
    await applyDonorRequest(h.services, planOwner(await planOf(h, stopped.pg_id)), {
      pgId: stopped.pg_id,
      event: { type: "stop" },
      action: "recurring.stop",
    });
    await applyDonorRequest(h.services, planOwner(await planOf(h, paused.pg_id)), {
      pgId: paused.pg_id,
      event: { type: "pause", months: 1 },
      action: "recurring.pause",
    });
    expect(countOf(await mailKinds(h, "year.paused@example.test"), "welcome-back")).toBe(0);

    // The pause ends by itself: welcome back, once, naming the next gift.
    await h.advanceTo(new Date(start.getTime() + 110 * DAY_MS));
    const pausedMails = await h.outbox("year.paused@example.test");
    const welcome = pausedMails.filter((mail) => mail.kind === "welcome-back");
    expect(welcome).toHaveLength(1);
    expect(welcome[0]?.subject).toBe("Selamat datang kembali: donasi bulananmu aktif lagi");
    expect(welcome[0]?.text).toContain("Rp\u00a050.000");
    expect(welcome[0]?.text).toContain("/donation/stop?");
    expect((await planOf(h, paused.pg_id)).status).toBe("active");

    // The day before the anniversary: no upgrade mail yet.
    await h.advanceTo(new Date(start.getTime() + 363 * DAY_MS));
    expect(countOf(await mailKinds(h, "year.asked@example.test"), "plan-upgrade")).toBe(0);

    await h.advanceTo(new Date(start.getTime() + 367 * DAY_MS));
    const [upgrade, ...more] = (await h.outbox("year.asked@example.test")).filter(
      (mail) => mail.kind === "plan-upgrade",
    );
    expect(more).toHaveLength(0);
    expect(upgrade?.subject).toBe("A year of monthly giving: thank you");
    expect(upgrade?.text).toContain("Give Rp\u00a055,000 a month");
    expect(upgrade?.text).toContain("/v1/donations/recurring/upgrade?token=");
    expect(upgrade?.text).toContain("/v1/mail/unsubscribe?");
    expect(upgrade?.text).toContain("30 days");
    expect(countOf(await mailKinds(h, "year.paused@example.test"), "plan-upgrade")).toBe(1);
    expect(countOf(await mailKinds(h, "year.quiet@example.test"), "plan-upgrade")).toBe(0);
    expect(countOf(await mailKinds(h, "year.stopped@example.test"), "plan-upgrade")).toBe(0);
    expect((await planOf(h, quiet.pg_id)).status).toBe("active");

    // The anniversary run again (a crash, a second worker): nobody is mailed twice, one offer per plan.
    const anniversary = jakartaDay(
      new Date((await planOf(h, asked.pg_id)).createdAt.getTime() + 365 * DAY_MS),
    );
    await runAnniversaries(h.services, anniversary);
    await h.advanceTo(h.clock.current);
    expect(countOf(await mailKinds(h, "year.asked@example.test"), "plan-upgrade")).toBe(1);
    const plan = await planOf(h, asked.pg_id);
    expect(
      await h.db.select().from(planUpgradeOffers).where(eq(planUpgradeOffers.planId, plan.id)),
    ).toHaveLength(1);
    h.clock.current = new Date(Math.max(h.clock.current.getTime(), Date.now()));
  }, 300_000);
});
