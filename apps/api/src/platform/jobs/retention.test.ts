import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness } from "../../test/harness.ts";
import {
  emailOutbox,
  idempotencyKeys,
  jobs,
  newsletterSubscriptions,
  rateLimits,
  sessions,
  verifications,
} from "../db/schema/index.ts";
import { deleteExpired } from "./retention.ts";

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const day = 24 * 3600_000;

describe("retention", () => {
  it("deletes what has expired and keeps what is still live", async () => {
    const now = h.clock.current;
    const ago = (days: number) => new Date(now.getTime() - days * day);
    const ahead = (days: number) => new Date(now.getTime() + days * day);
    const user = await h.createUser({ email: "keeper@example.test" });
    await h.db.insert(sessions).values([
      { id: "old-session", token: "old-token", userId: user.id, expiresAt: ago(1) },
      { id: "live-session", token: "live-token", userId: user.id, expiresAt: ahead(1) },
    ]);
    await h.db.insert(verifications).values([
      { id: "old-link", identifier: "reset-password:a", value: user.id, expiresAt: ago(1) },
      { id: "live-link", identifier: "reset-password:b", value: user.id, expiresAt: ahead(1) },
    ]);
    await h.db.insert(idempotencyKeys).values([
      { scope: "payments", key: "old", requestHash: "x", createdAt: ago(3) },
      { scope: "payments", key: "new", requestHash: "x", createdAt: now },
    ]);
    await h.db.insert(rateLimits).values([
      { key: "login:old", count: 3, windowStart: ago(3) },
      { key: "login:new", count: 3, windowStart: now },
    ]);
    await h.db.insert(jobs).values([
      { kind: "billing-charge", key: "done-old", status: "done", runAt: ago(401) },
      { kind: "billing-charge", key: "done-new", status: "done", runAt: ago(40) },
      { kind: "billing-charge", key: "failed-old", status: "failed", runAt: ago(401) },
    ]);
    const mail = {
      to: "a@example.test",
      kind: "receipt",
      locale: "id" as const,
      subject: "s",
      html: "h",
      text: "t",
    };
    await h.db.insert(emailOutbox).values([
      { ...mail, createdAt: ago(181) },
      { ...mail, createdAt: ago(10) },
    ]);
    await h.db.insert(newsletterSubscriptions).values([
      { email: "never@example.test", source: "report", createdAt: ago(31) },
      { email: "recent@example.test", source: "report", createdAt: ago(2) },
      { email: "kept@example.test", source: "report", status: "confirmed", createdAt: ago(400) },
    ]);

    const counts = await deleteExpired(h.db, now);
    expect(counts).toMatchObject({
      sessions: 1,
      verifications: 1,
      idempotencyKeys: 1,
      rateLimits: 1,
      jobs: 1,
      mails: 1,
      subscriptions: 1,
    });
    // A failed job waits for a person; a confirmed subscription stays until unsubscribed.
    expect((await h.db.select().from(jobs)).map((job) => job.key).sort()).toEqual(
      expect.arrayContaining(["done-new", "failed-old"]),
    );
    expect((await h.db.select().from(newsletterSubscriptions)).map((row) => row.email).sort()).toEqual([
      "kept@example.test",
      "recent@example.test",
    ]);
    // Running again finds nothing more.
    expect(Object.values(await deleteExpired(h.db, now)).every((count) => count === 0)).toBe(true);
  });
});
