import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness } from "../test/harness.ts";
import { createPayment, deliverWebhook, donationForm, newKey } from "../test/payments.ts";

/**
 * The statements a donation's creation and its PAID callback send to PostgreSQL, counted at the driver
 * (BEGIN and COMMIT included): each is a round trip, and a crowd of donors multiplies them
 * (docs/performance.md#spike). A change that adds one fails here with the list to look at.
 */
// The callback's twelfth is the tribute card's check (tributes/tribute-schedule.ts `moveTribute`), paid for
// by every gift until the donation row says whether it has a card (docs/status.md).
const budget = { creation: 5, callback: 12, replay: 4 };

describe.skipIf(!process.env.TEST_DATABASE_URL)("round trips per payment request (PostgreSQL)", () => {
  let h: Harness;
  const sent: string[] = [];
  let counting = false;
  const original = pg.Client.prototype.query;

  beforeAll(async () => {
    h = await createHarness();
    const patched = function (this: pg.Client, ...args: unknown[]) {
      const text = typeof args[0] === "string" ? args[0] : (args[0] as { text?: string } | undefined)?.text;
      if (counting) sent.push(String(text).slice(0, 100));
      return (original as (...a: unknown[]) => unknown).apply(this, args);
    };
    pg.Client.prototype.query = patched as typeof original;
  });
  afterAll(async () => {
    pg.Client.prototype.query = original;
    await h.close();
  });

  async function statementsOf(work: () => Promise<unknown>): Promise<string[]> {
    sent.length = 0;
    counting = true;
    try {
      await work();
    } finally {
      counting = false;
    }
    return [...sent];
  }

  it("creates a gift, applies its payment and ignores the replay within the budget", async () => {
    // Warm: the first request of a process prepares what later ones reuse.
    await createPayment(h, "single", donationForm({ email: "warm@example.test" }));
    let created: Awaited<ReturnType<typeof createPayment>> | undefined;
    const creation = await statementsOf(async () => {
      created = await createPayment(h, "single", donationForm({ email: "counted@example.test" }), newKey());
    });
    expect(creation.length, creation.join("\n")).toBeLessThanOrEqual(budget.creation);

    const event = { event_id: `evt-${newKey()}`, pg_id: created?.pg_id ?? "", outcome: "paid" };
    const callback = await statementsOf(async () => {
      expect((await deliverWebhook(h, event)).status).toBe(200);
    });
    expect(callback.length, callback.join("\n")).toBeLessThanOrEqual(budget.callback);

    const replay = await statementsOf(async () => {
      expect((await deliverWebhook(h, event)).status).toBe(200);
    });
    expect(replay.length, replay.join("\n")).toBeLessThanOrEqual(budget.replay);
  });
});
