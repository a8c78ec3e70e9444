import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox } from "../platform/db/schema/index.ts";
import { runDueJobs } from "../platform/jobs/runner.ts";
import { createHarness, type Harness } from "../test/harness.ts";

// Development without WHATSAPP_*: a message lands on the outbox page, in the donor's language, escaped.
let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

describe("the development adapter writes WhatsApp messages to the outbox", () => {
  it.each([
    ["id", "0812 3456 7201", "+6281234567201", "Balas YA"],
    ["en", "81234567202", "+6281234567202", "Reply YES"],
  ] as const)("in %s", async (locale, typed, e164, words) => {
    const email = `outbox-${locale}@example.test`;
    await h.createUser({ email, locale, name: "<script>alert(1)</script>" });
    const cookie = await h.login(email);
    expect(
      (await h.request("PUT", "/v1/whatsapp/consent", { cookie, json: { enabled: true, phone: typed } }))
        .status,
    ).toBe(200);
    await runDueJobs(h.services);
    const rows = await h.db.select().from(emailOutbox).where(eq(emailOutbox.to, e164));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: "whatsapp", locale, status: "sent" });
    expect(rows[0]?.text).toContain(words);
    expect(rows[0]?.html).not.toContain("<script>");
  });
});
