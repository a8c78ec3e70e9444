import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness, json } from "../../test/harness.ts";
import { createProductionHarness } from "../../test/production.ts";
import { mailTemplates } from "../templates.ts";

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const hostile = '<script>alert(1)</script><img src=x onerror="alert(2)">';

describe("development outbox: mail content never runs in the API's origin", () => {
  it("escapes a donor's name into the frame and serves each mail with CSP sandbox", async () => {
    await h.services.mailer.send(
      "hostile@example.test",
      "en",
      mailTemplates.volunteerApplication("en", { name: hostile }),
    );
    const page = await (await h.request("GET", "/dev/outbox", { headers: { accept: "text/html" } })).text();
    expect(page).not.toContain("<script");
    expect(page).not.toMatch(/<img src=x/);
    // Inside srcdoc the mail's own escaping is escaped once more: `&amp;lt;script`.
    expect(page).not.toMatch(/sandbox="[^"]*allow-(scripts|same-origin)/);

    const list = await json<{ result: { id: string; to: string }[] }>(await h.request("GET", "/dev/outbox"));
    const id = list.result.find((row) => row.to === "hostile@example.test")?.id ?? "";
    const alone = await h.request("GET", `/dev/outbox/${id}`);
    expect(alone.headers.get("content-security-policy")).toMatch(/^sandbox /);
    expect(alone.headers.get("content-security-policy")).not.toContain("allow-scripts");
    const listPolicy = (
      await h.request("GET", "/dev/outbox", { headers: { accept: "text/html" } })
    ).headers.get("content-security-policy");
    expect(listPolicy).toContain("default-src 'none'");
    expect(listPolicy).not.toContain("script-src");
  });
});

describe("development outbox in production", () => {
  it("does not exist: the list, the previews and a mail are 404", async () => {
    const p = await createProductionHarness();
    try {
      for (const path of [
        "/dev/outbox",
        "/dev/outbox?format=json",
        "/dev/outbox/previews",
        "/dev/outbox/previews/receipt/id",
        "/dev/outbox/x",
      ])
        expect((await p.h.request("GET", path, { headers: { accept: "text/html" } })).status).toBe(404);
    } finally {
      await p.close();
    }
  });
});
