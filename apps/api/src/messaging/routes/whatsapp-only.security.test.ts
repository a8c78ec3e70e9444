import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { whatsAppConsents, whatsAppUnreachableNumbers } from "../../platform/db/schema/index.ts";
import { createHarness, type Harness, json } from "../../test/harness.ts";
import { createProductionHarness } from "../../test/production.ts";

// "WhatsApp only, no e-mails" and the card's words (docs/product/monthly-giving.md#whatsapp): the session's
// own choice only, a yes/no only, and only once there is a choice; the dev reply exists only in development.
let h: Harness;
let owner: string;
let other: string;
let ownerId: string;
const path = "/v1/whatsapp/consent";
type View = { result: { status: string; whatsapp_only: boolean; source: string; not_on_whatsapp: boolean } };

beforeAll(async () => {
  h = await createHarness();
  ownerId = (await h.createUser({ email: "only.owner@example.test", name: "Okta Owner" })).id;
  await h.createUser({ email: "only.other@example.test" });
  owner = await h.login("only.owner@example.test");
  other = await h.login("only.other@example.test");
}, 60_000);
afterAll(() => h.close());

const ownerRow = async () =>
  (await h.db.select().from(whatsAppConsents).where(eq(whatsAppConsents.userId, ownerId)))[0];

describe("whatsapp_only on the consent call", () => {
  it("anonymous: 401; without a choice yet: 409, nothing stored", async () => {
    expect((await h.request("PUT", path, { json: { whatsapp_only: true } })).status).toBe(401);
    expect((await h.request("PUT", path, { cookie: owner, json: { whatsapp_only: true } })).status).toBe(409);
    expect(await ownerRow()).toBeUndefined();
  });

  it("refuses other types, an empty body and huge input with 400", async () => {
    for (const body of [
      { whatsapp_only: "maybe" },
      { whatsapp_only: 2 },
      { whatsapp_only: { yes: true } },
      { whatsapp_only: ["true"] },
      {},
      { whatsapp_only: "x".repeat(100_000) },
    ]) {
      const response = await h.request("PUT", path, { cookie: owner, json: body });
      expect(response.status, JSON.stringify(body).slice(0, 30)).toBe(400);
    }
  });

  it("the owner sets it with or after turning on; another person's call changes only their own (none)", async () => {
    const on = await json<View>(
      await h.request("PUT", path, {
        cookie: owner,
        json: { enabled: true, phone: "0812 7777 1001", whatsapp_only: true },
      }),
    );
    expect(on.result).toMatchObject({ status: "pending", whatsapp_only: true, source: "settings" });
    const foreign = await h.request("PUT", path, {
      cookie: other,
      json: { whatsapp_only: false, user_id: ownerId, email: "only.owner@example.test" },
    });
    expect(foreign.status).toBe(409);
    expect((await ownerRow())?.whatsAppOnly).toBe(true);
    const off = await json<View>(
      await h.request("PUT", path, { cookie: owner, json: { whatsapp_only: "false" } }),
    );
    expect(off.result).toMatchObject({ status: "pending", whatsapp_only: false });
  });

  it("says when the platform found the number is not on WhatsApp", async () => {
    await h.db
      .insert(whatsAppUnreachableNumbers)
      .values({ phone: "+6281277771001", code: 131026, lastSeenAt: new Date() });
    const view = await json<View>(await h.request("GET", path, { cookie: owner }));
    expect(view.result.not_on_whatsapp).toBe(true);
  });
});

describe("the development reply (the phone's YA, STOP)", () => {
  it("confirms a pending number and goes back to the outbox; STOP stops; nonsense changes nothing", async () => {
    const reply = (form: Record<string, string>) =>
      h.request("POST", "/dev/whatsapp/reply", { form, origin: h.env.API_PUBLIC_URL });
    expect((await reply({ from: "081277771001", text: "<script>YA</script>" })).status).toBe(303);
    expect((await ownerRow())?.status).toBe("pending");
    expect((await reply({ from: "+6599", text: "YA" })).status).toBe(400);
    expect(
      (await h.request("POST", "/dev/whatsapp/reply", { json: { from: "081277771001", text: "YA" } })).status,
    ).toBe(415);
    const form = await h.request("POST", "/dev/whatsapp/reply", {
      form: { from: "+6281277771001", text: "YA" },
      origin: h.env.API_PUBLIC_URL,
    });
    expect(form.status).toBe(303);
    expect(form.headers.get("location")).toBe("/dev/outbox");
    expect((await ownerRow())?.status).toBe("confirmed");
    await reply({ from: "081277771001", text: "berhenti" });
    expect(await ownerRow()).toMatchObject({ status: "opted-out", source: "stop" });
  });

  it("the outbox page shows a WhatsApp message as text in its language, escaped, with the replies in that language", async () => {
    const outbox = h.services.messaging;
    if (!outbox) throw new Error("the development outbox adapter is missing");
    for (const locale of ["id", "en"] as const)
      await outbox.sendTemplate({
        to: "+6281277771002",
        template: "rimbun_consent_confirm",
        locale,
        body: ['<img src=x onerror="alert(1)">'],
        reference: `ref-${locale}`,
      });
    const page = await (await h.request("GET", "/dev/outbox", { headers: { accept: "text/html" } })).text();
    expect(page).not.toContain("<img src=x");
    expect(page).toContain("Balas YA untuk mengonfirmasi");
    expect(page).toContain("Reply YES to confirm");
    expect(page).toContain('value="YA">Reply YA</button>');
    expect(page).toContain('value="YES">Reply YES</button>');
  });

  it("a page of another origin cannot post it", async () => {
    const response = await h.request("POST", "/dev/whatsapp/reply", {
      form: { from: "+6281277771001", text: "YA" },
      origin: "https://evil.example",
    });
    expect(response.status).toBe(403);
  });

  it("does not exist in production", async () => {
    const p = await createProductionHarness();
    try {
      const response = await p.h.request("POST", "/dev/whatsapp/reply", {
        form: { from: "081277771001", text: "YA" },
        origin: p.h.env.API_PUBLIC_URL,
      });
      expect(response.status).toBe(404);
    } finally {
      await p.close();
    }
  });
});
