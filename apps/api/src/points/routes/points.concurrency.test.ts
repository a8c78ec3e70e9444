import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pointLedger, volunteerProfiles } from "../../platform/db/schema/index.ts";
import { createHarness, type Harness } from "../../test/harness.ts";

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

describe("calls 22-24 under simultaneous requests", () => {
  it(`fifty withdrawals of 100 against 100 points take 100 once (${process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite"})`, async () => {
    const email = "racing.volunteer@example.test";
    const volunteer = await h.createUser({ email, role: "volunteer", name: "Racing Volunteer" });
    await h.db
      .insert(pointLedger)
      .values({ userId: volunteer.id, type: "earn", status: "approved", points: "100.00", reason: "seed" });
    await h.db
      .update(volunteerProfiles)
      .set({
        bankAccount: {
          bank_name: "BNI",
          holder: "Racing Volunteer",
          account_number: "1234567890",
          branch: "Bogor",
        },
      })
      .where(eq(volunteerProfiles.userId, volunteer.id));
    const cookie = await h.login(email);
    const responses = await Promise.all(
      Array.from({ length: 50 }, () =>
        h.request("POST", "/v1/donations/vwithdraw", { cookie, form: { email, amount: "100" } }),
      ),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 400)).toHaveLength(49);
    const [held] = await h.db
      .select({ total: sql<string>`coalesce(sum(${pointLedger.points}), 0)::text` })
      .from(pointLedger)
      .where(and(eq(pointLedger.userId, volunteer.id), eq(pointLedger.type, "withdraw")));
    expect(held?.total).toBe("100.00");
  });
});
