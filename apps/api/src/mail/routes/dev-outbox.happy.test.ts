import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness, json } from "../../test/harness.ts";
import { mailTemplates } from "../templates.ts";

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
  await h.services.mailer.send(
    "sari@example.test",
    "id",
    mailTemplates.receipt("id", {
      name: "Sari",
      localId: "RL-7",
      type: "monthly",
      amount: "Rp 150.000",
      date: "2026-11-23",
      campaign: null,
      viewUrl: "http://dashboard.test/invoice/download/RL-7#link=sample",
    }),
  );
});
afterAll(() => h.close());

const browser = { headers: { accept: "text/html,application/xhtml+xml" } };

describe("development outbox", () => {
  it("answers JSON to scripts (e2e's mailTo) and with ?format=json, without the HTML part", async () => {
    for (const path of ["/dev/outbox", "/dev/outbox?format=json"]) {
      const list = await json<{ result: { to: string; kind: string; text: string; html?: string }[] }>(
        await h.request("GET", path, path.includes("format") ? browser : {}),
      );
      const mail = list.result.find((row) => row.to === "sari@example.test");
      expect(mail?.kind).toBe("receipt");
      expect(mail?.text).toContain("Senin, 23 November 2026");
      expect(mail).not.toHaveProperty("html");
    }
  });

  it("shows a browser a readable list, each mail in a sandboxed frame with its text part", async () => {
    const response = await h.request("GET", "/dev/outbox", browser);
    expect(response.headers.get("content-type")).toContain("text/html");
    const page = await response.text();
    expect(page).toContain("Bukti donasi RL-7");
    expect(page).toContain('<iframe sandbox="allow-popups allow-popups-to-escape-sandbox"');
    expect(page).toContain('srcdoc="&lt;!DOCTYPE html');
    expect(page).toContain("Plain-text part");
    expect(page).toContain("sari@example.test");
  });

  it("previews every template in both languages, each also on its own", async () => {
    const page = await (await h.request("GET", "/dev/outbox/previews", browser)).text();
    for (const name of ["welcome", "receipt", "invoice", "reset-password", "sign-in-link", "staff-invite"])
      expect(page).toContain(`id="${name}"`);
    expect(page.match(/<iframe /g)?.length ?? 0).toBeGreaterThanOrEqual(48);
    const alone = await h.request("GET", "/dev/outbox/previews/receipt/en");
    expect(alone.status).toBe(200);
    expect(await alone.text()).toContain("Monday, 23 November 2026");
    expect((await h.request("GET", "/dev/outbox/previews/receipt/fr")).status).toBe(404);
    expect((await h.request("GET", "/dev/outbox/previews/nothing/en")).status).toBe(404);
  });
});
