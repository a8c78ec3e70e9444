import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { whatsAppConsents, whatsAppMessages } from "../../platform/db/schema/index.ts";
import type { FakeWhatsApp } from "../../test/fake-whatsapp/server.ts";
import { type Harness, json } from "../../test/harness.ts";
import { fakeWhatsAppKeys, whatsAppHarness } from "../../test/whatsapp.ts";
import { whatsAppSignature } from "../whatsapp/signature.ts";

// The WhatsApp routes refuse everyone but whom they are for: the consent call only ever reads and changes the
// session's own choice; the webhook believes only the app secret's signature and the verify token.
let h: Harness;
let fake: FakeWhatsApp;
const consentPath = "/v1/whatsapp/consent";
const webhookPath = "/v1/messaging/whatsapp/webhook";
let owner: string;
let other: string;
let ownerId: string;

beforeAll(async () => {
  ({ h, fake } = await whatsAppHarness());
  const ownerRow = await h.createUser({ email: "wa.owner@example.test", name: "Wulan Owner" });
  ownerId = ownerRow.id;
  await h.createUser({ email: "wa.other@example.test", name: "Oka Other" });
  await h.createUser({ email: "wa.admin@example.test", role: "admin" });
  await h.createUser({ email: "wa.staff2fa@example.test", role: "admin", twoFactor: false });
  owner = await h.login("wa.owner@example.test");
  other = await h.login("wa.other@example.test");
}, 60_000);
afterAll(async () => {
  await fake.close();
  await h.close();
});

const confirmationsOf = async (userId: string) =>
  h.db.select().from(whatsAppMessages).where(eq(whatsAppMessages.userId, userId));

describe("the WhatsApp consent call", () => {
  it("anonymous: 401 to read and to change", async () => {
    expect((await h.request("GET", consentPath)).status).toBe(401);
    expect(
      (await h.request("PUT", consentPath, { json: { enabled: true, phone: "0812345678901" } })).status,
    ).toBe(401);
  });

  it("a staffer without a second factor: 403 before anything is judged", async () => {
    const cookie = (await h.passwordStep("wa.staff2fa@example.test")).cookie;
    const response = await h.request("PUT", consentPath, {
      cookie,
      json: { enabled: true, phone: "0812345678902" },
    });
    expect(response.status).toBe(403);
  });

  it("the owner turns it on once, however often and however concurrently they ask", async () => {
    const body = { json: { enabled: true, phone: "+62 812-3456-7001" } };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => h.request("PUT", consentPath, { cookie: owner, ...body })),
    );
    expect(answers.map((response) => response.status)).toEqual([200, 200, 200, 200, 200]);
    await h.request("PUT", consentPath, { cookie: owner, ...body });
    expect(await confirmationsOf(ownerId)).toHaveLength(1);
    const view = await json<{ result: { status: string; phone: string } }>(
      await h.request("GET", consentPath, { cookie: owner }),
    );
    expect(view.result).toMatchObject({ status: "pending", phone: "+6281234567001" });
  });

  it("another donor and an admin see and change only their own choice; fields naming someone else are ignored", async () => {
    const admin = await h.login("wa.admin@example.test");
    for (const cookie of [other, admin]) {
      const read = await json<{ result: { status: string; phone: null } }>(
        await h.request("GET", `${consentPath}?email=wa.owner@example.test`, { cookie }),
      );
      expect(read.result).toEqual({
        status: "none",
        phone: null,
        chosen_at: null,
        confirmed_at: null,
        source: null,
        whatsapp_only: false,
        not_on_whatsapp: false,
      });
      const off = await h.request("PUT", consentPath, {
        cookie,
        json: { enabled: false, email: "wa.owner@example.test", user_id: ownerId },
      });
      expect(off.status).toBe(200);
    }
    const [row] = await h.db.select().from(whatsAppConsents).where(eq(whatsAppConsents.userId, ownerId));
    expect(row?.status).toBe("pending");
  });

  it("refuses huge, malformed, foreign, landline and script numbers, and a missing one, with 400", async () => {
    for (const phone of [
      "9".repeat(5000),
      "0812",
      "abc",
      "+6581234567",
      "0215551234",
      "<script>alert(1)</script>",
      "0812<b>1</b>",
    ]) {
      const response = await h.request("PUT", consentPath, { cookie: other, json: { enabled: true, phone } });
      expect(response.status, phone.slice(0, 20)).toBe(400);
      expect(await response.text()).not.toContain("<script>");
    }
    expect((await h.request("PUT", consentPath, { cookie: other, json: { enabled: true } })).status).toBe(
      400,
    );
    expect((await h.request("PUT", consentPath, { cookie: other, json: { enabled: "maybe" } })).status).toBe(
      400,
    );
  });

  it("a body of another type or broken JSON: 415 and 400", async () => {
    const headers = { cookie: other, origin: h.env.DASHBOARD_URL };
    const plain = await h.app.request(consentPath, {
      method: "PUT",
      headers: { ...headers, "content-type": "text/plain" },
      body: "enabled=true",
    });
    expect(plain.status).toBe(415);
    const broken = await h.app.request(consentPath, {
      method: "PUT",
      headers: { ...headers, "content-type": "application/json" },
      body: "{not json",
    });
    expect(broken.status).toBe(400);
  });

  it("at most 3 confirmations a day: a number cannot be flooded by switching back and forth", async () => {
    const statuses: number[] = [];
    for (const suffix of ["7101", "7102", "7103", "7104"]) {
      const response = await h.request("PUT", consentPath, {
        cookie: other,
        json: { enabled: true, phone: `0812345${suffix}` },
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it("the person's data export holds their WhatsApp choice and messages", async () => {
    const response = await h.request("GET", "/v1/privacy/export", { cookie: owner });
    const data = await json<{
      result: { whatsapp: { consent: { phone: string; status: string }; messages: unknown[] } };
    }>(response);
    expect(data.result.whatsapp.consent).toMatchObject({
      phone: "+6281234567001",
      status: "pending",
      source: "settings",
    });
    expect(data.result.whatsapp.messages).toHaveLength(1);
  });
});

describe("the WhatsApp webhook", () => {
  const signedPost = (body: string, signature: string | null) =>
    h.app.request(webhookPath, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        ...(signature === null ? {} : { "x-hub-signature-256": signature }),
      },
      body,
    });
  const stop = JSON.stringify({
    object: "whatsapp_business_account",
    entry: [
      {
        changes: [
          {
            field: "messages",
            value: {
              messages: [
                {
                  from: "6281234567001",
                  id: "wamid.X",
                  timestamp: "1",
                  type: "text",
                  text: { body: "STOP" },
                },
              ],
            },
          },
        ],
      },
    ],
  });

  it("refuses an unsigned, wrongly signed or re-signed-with-another-secret delivery with 401, changing nothing", async () => {
    for (const signature of [
      null,
      "",
      "sha256=00",
      whatsAppSignature(stop, "another-app-secret-000"),
      whatsAppSignature(`${stop} `, fakeWhatsAppKeys.appSecret),
    ]) {
      expect((await signedPost(stop, signature)).status).toBe(401);
    }
    const [row] = await h.db.select().from(whatsAppConsents).where(eq(whatsAppConsents.userId, ownerId));
    expect(row?.status).toBe("pending");
  });

  it("a signed delivery is applied; its replay changes nothing more; a signed body we cannot read is answered 200", async () => {
    const signature = whatsAppSignature(stop, fakeWhatsAppKeys.appSecret);
    expect((await signedPost(stop, signature)).status).toBe(200);
    const [first] = await h.db.select().from(whatsAppConsents).where(eq(whatsAppConsents.userId, ownerId));
    expect(first?.status).toBe("opted-out");
    expect((await signedPost(stop, signature)).status).toBe(200);
    const [again] = await h.db.select().from(whatsAppConsents).where(eq(whatsAppConsents.userId, ownerId));
    expect(again?.optedOutAt?.getTime()).toBe(first?.optedOutAt?.getTime());
    const odd = '{"object":"page","entry":"<script>"}';
    expect((await signedPost(odd, whatsAppSignature(odd, fakeWhatsAppKeys.appSecret))).status).toBe(200);
  });

  it("answers the subscription challenge only with the right verify token", async () => {
    const challenge = (token: string | null, mode = "subscribe", value = "1158201444") =>
      h.app.request(
        `${webhookPath}?hub.mode=${mode}&hub.challenge=${value}${token === null ? "" : `&hub.verify_token=${encodeURIComponent(token)}`}`,
      );
    const right = await challenge(fakeWhatsAppKeys.verifyToken);
    expect(right.status).toBe(200);
    expect(await right.text()).toBe("1158201444");
    expect((await challenge(null)).status).toBe(401);
    expect((await challenge("wrong-verify-token-0000")).status).toBe(403);
    expect((await challenge(`${fakeWhatsAppKeys.verifyToken}x`)).status).toBe(403);
    expect((await challenge(fakeWhatsAppKeys.verifyToken, "unsubscribe")).status).toBe(403);
    expect((await challenge(fakeWhatsAppKeys.verifyToken, "subscribe", "<script>")).status).toBe(403);
  });
});
