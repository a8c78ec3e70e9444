import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { donations } from "../platform/db/schema/index.ts";
import { createHarness, type Harness } from "../test/harness.ts";
import { createPayment, donationForm } from "../test/payments.ts";
import { insertDonationWithFreeLocalId } from "./create-donation.ts";

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

describe("a donation whose drawn local id is taken", () => {
  it("is stored under another drawn id, and the transaction goes on", async () => {
    const first = await createPayment(h, "single", donationForm({ email: "taken-local@example.test" }));
    const [taken] = await h.db.select().from(donations).where(eq(donations.pgId, first.pg_id));
    if (!taken) throw new Error("no first donation");
    const draws: string[] = [];
    const stored = await h.db.transaction(async (tx) => {
      const localId = await insertDonationWithFreeLocalId(
        tx,
        { ...taken, id: crypto.randomUUID(), pgId: `offline_${crypto.randomUUID()}`, localId: taken.localId },
        h.clock.current,
        () => {
          const drawn = draws.length === 0 ? taken.localId : "RL-261128-FRESH2";
          draws.push(drawn);
          return drawn;
        },
      );
      // The transaction was not aborted by the skipped conflicts.
      const [row] = await tx.select().from(donations).where(eq(donations.localId, localId));
      return { localId, email: row?.email };
    });
    expect(draws).toEqual([taken.localId, "RL-261128-FRESH2"]);
    expect(stored).toEqual({ localId: "RL-261128-FRESH2", email: "taken-local@example.test" });
  });

  it("gives up after three taken draws rather than loop", async () => {
    const [taken] = await h.db.select().from(donations).limit(1);
    if (!taken) throw new Error("no donation");
    const attempt = h.db.transaction((tx) =>
      insertDonationWithFreeLocalId(
        tx,
        { ...taken, id: crypto.randomUUID(), pgId: `offline_${crypto.randomUUID()}` },
        h.clock.current,
        () => taken.localId,
      ),
    );
    await expect(attempt).rejects.toThrow("no free local id");
  });
});
