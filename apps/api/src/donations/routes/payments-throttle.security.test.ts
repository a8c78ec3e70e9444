import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { donations } from "../../platform/db/schema/index.ts";
import { createHarness, type Harness, json } from "../../test/harness.ts";
import { donationForm, newKey } from "../../test/payments.ts";

/* Finding 8: anonymous donation creation (call 3) made records and provider invoices without limit. */

let h: Harness;
const harnesses: Harness[] = [];
beforeEach(async () => {
  h = await createHarness();
  harnesses.push(h);
});
afterAll(async () => {
  for (const harness of harnesses) await harness.close();
});

function donate(email: string, address: string, key = newKey(), extra: Record<string, string> = {}) {
  return h.request("POST", "/v1/payments/single", {
    multipart: donationForm({ email, ...extra }),
    headers: { "Idempotency-Key": key },
    origin: "http://site.test",
    address,
  });
}

describe("call 3 throttles", () => {
  it("10 per client address and e-mail per 10 minutes, then 429 RATE_LIMITED; later it works again", async () => {
    for (let index = 0; index < 10; index += 1) {
      expect((await donate("loop@example.test", "203.0.113.5")).status, `gift ${index}`).toBe(200);
    }
    const refused = await donate("loop@example.test", "203.0.113.5");
    expect(refused.status).toBe(429);
    expect(await json(refused)).toMatchObject({
      error: true,
      code: "RATE_LIMITED",
      message: "error.rateLimited",
    });
    expect(await h.db.select().from(donations)).toHaveLength(10);
    // The same donor from another address, and another donor from this one, still may.
    expect((await donate("loop@example.test", "203.0.113.6")).status).toBe(200);
    expect((await donate("other@example.test", "203.0.113.5")).status).toBe(200);
    h.clock.current = new Date(h.clock.current.getTime() + 11 * 60 * 1000);
    expect((await donate("loop@example.test", "203.0.113.5")).status).toBe(200);
  });

  it("30 per e-mail per hour across addresses", async () => {
    for (let index = 0; index < 30; index += 1) {
      const response = await donate("spread@example.test", `198.51.100.${index + 1}`);
      expect(response.status, `gift ${index}`).toBe(200);
    }
    expect((await donate("spread@example.test", "198.51.100.200")).status).toBe(429);
  });

  it("200 per client address per hour, whatever the e-mails (a loop), under it a shared address works", async () => {
    for (let index = 0; index < 200; index += 1) {
      const response = await donate(`d${index}@example.test`, "203.0.113.9");
      expect(response.status, `gift ${index}`).toBe(200);
    }
    expect((await donate("d-last@example.test", "203.0.113.9")).status).toBe(429);
  }, 120_000);

  it("invalid bodies are not counted and answer 400; replays with the same key count", async () => {
    for (let index = 0; index < 15; index += 1) {
      const response = await donate("typo@example.test", "203.0.113.10", newKey(), { amount: "1" });
      expect(response.status).toBe(400);
    }
    const key = newKey();
    for (let index = 0; index < 10; index += 1) {
      expect((await donate("typo@example.test", "203.0.113.10", key)).status).toBe(200);
    }
    expect((await donate("typo@example.test", "203.0.113.10", key)).status).toBe(429);
    expect(await h.db.select().from(donations)).toHaveLength(1);
  });
});
