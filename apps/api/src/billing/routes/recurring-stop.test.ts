import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recurringPlans } from "../../platform/db/schema/index.ts";
import { createHarness, type Harness, json } from "../../test/harness.ts";
import { paidPlanStopLink } from "../../test/monthly-plans.ts";

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

/** What the site's stop page sends: the plan and the token of its receipt's stop link. */
async function stopRequest(email: string) {
  const { pgid, token } = await paidPlanStopLink(h, email);
  return { pgid, token };
}

describe("call 5: stop a monthly donation", () => {
  it("the signed link from the receipt stops the plan once and mails a confirmation; again is 404", async () => {
    const link = await stopRequest("stopper@example.test");
    const response = await h.request("PUT", "/v1/payments/recurring", {
      json: link,
      origin: "http://site.test",
    });
    expect(await json(response)).toMatchObject({ error: false, result: "success" });
    const [plan] = await h.db.select().from(recurringPlans).where(eq(recurringPlans.pgId, link.pgid));
    expect(plan?.status).toBe("inactive");
    expect((await h.outbox("stopper@example.test")).some((mail) => mail.kind === "stop-confirmation")).toBe(
      true,
    );
    const again = await h.request("PUT", "/v1/payments/recurring", {
      json: link,
      origin: "http://site.test",
    });
    expect(again.status).toBe(404);
  });

  it("a forged or expired token is refused and the plan keeps running", async () => {
    const link = await stopRequest("keeper@example.test");
    const forged = await h.request("PUT", "/v1/payments/recurring", {
      json: { ...link, token: `${link.token}x` },
      origin: "http://site.test",
    });
    expect(forged.status).toBe(403);
    const start = h.clock.current;
    h.clock.current = new Date(start.getTime() + 31 * 24 * 3600_000);
    const late = await h.request("PUT", "/v1/payments/recurring", { json: link, origin: "http://site.test" });
    h.clock.current = start;
    expect(late.status).toBe(403);
    const [plan] = await h.db.select().from(recurringPlans).where(eq(recurringPlans.pgId, link.pgid));
    expect(plan?.status).toBe("active");
  });
});
