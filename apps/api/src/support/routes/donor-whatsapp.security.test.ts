import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, whatsAppConsents, whatsAppMessages } from "../../platform/db/schema/index.ts";
import { createHarness, type Harness, json } from "../../test/harness.ts";
import { WHATSAPP_PAGE_SIZE } from "../donor-whatsapp.ts";

/* A donor's WhatsApp on the staff donor page (docs/product/staff-console.md#whatsapp): staff and
   administrators only, never the donor or another donor; the number masked; older messages a page at a time. */

let h: Harness;
const cookies: Record<string, string> = {};
let donorId = "";
let otherId = "";
const pathOf = (id: string, before?: string) =>
  `/v1/admin/donors/${encodeURIComponent(id)}/whatsapp${before ? `?before=${encodeURIComponent(before)}` : ""}`;

interface Answer {
  consent: { status: string; phone: string; source: string; confirmed_at: string | null } | null;
  messages: { id: string; purpose: string; status: string; to: string; delivered_at: string | null }[];
  next_before: string | null;
}

beforeAll(async () => {
  h = await createHarness();
  const donor = await h.createUser({ email: "wa.page.donor@example.test", name: "Dewi Donor" });
  const other = await h.createUser({ email: "wa.page.other@example.test", name: "Oka Other" });
  donorId = donor.id;
  otherId = other.id;
  await h.createUser({ email: "wa.page.volunteer@example.test", role: "volunteer" });
  await h.createUser({ email: "wa.page.staff@example.test", role: "staff" });
  await h.createUser({ email: "wa.page.admin@example.test", role: "admin" });
  for (const [role, email] of [
    ["donor", "wa.page.donor@example.test"],
    ["other", "wa.page.other@example.test"],
    ["volunteer", "wa.page.volunteer@example.test"],
    ["staff", "wa.page.staff@example.test"],
    ["admin", "wa.page.admin@example.test"],
  ] as const)
    cookies[role] = await h.login(email);
  // The donor turns WhatsApp on themself: the confirmation is queued through the real consent call.
  const on = await h.request("PUT", "/v1/whatsapp/consent", {
    cookie: cookies.donor ?? "",
    json: { enabled: true, phone: "0812 3456 7890" },
  });
  expect(on.status).toBe(200);
  const base = h.clock.current.getTime();
  await h.db.insert(whatsAppMessages).values(
    Array.from({ length: WHATSAPP_PAGE_SIZE + 4 }, (_, index) => ({
      userId: donorId,
      to: "+6281234567890",
      email: "wa.page.donor@example.test",
      template: "rimbun_monthly_reminder",
      purpose: "reminder" as const,
      locale: "id" as const,
      parameters: { body: ["Dewi", "Rp 100.000", "1 Desember"] },
      status: "delivered" as const,
      statuses: [{ status: "delivered", at: new Date(base - (index + 1) * 60_000).toISOString() }],
      sentAt: new Date(base - (index + 1) * 60_000),
      createdAt: new Date(base - (index + 1) * 60_000),
    })),
  );
}, 60_000);
afterAll(() => h.close());

describe("who may read a donor's WhatsApp", () => {
  it("anonymous: 401; the donor themself, another donor and a volunteer: 403", async () => {
    expect((await h.request("GET", pathOf(donorId))).status).toBe(401);
    expect((await h.request("GET", pathOf(donorId), { cookie: cookies.donor ?? "" })).status).toBe(403);
    expect((await h.request("GET", pathOf(donorId), { cookie: cookies.other ?? "" })).status).toBe(403);
    expect((await h.request("GET", pathOf(otherId), { cookie: cookies.other ?? "" })).status).toBe(403);
    expect((await h.request("GET", pathOf(donorId), { cookie: cookies.volunteer ?? "" })).status).toBe(403);
  });

  it("staff read the choice with the number masked, and the messages newest first with purpose and status", async () => {
    const response = await h.request("GET", pathOf(donorId), { cookie: cookies.staff ?? "" });
    expect(response.status).toBe(200);
    const { result } = await json<{ result: Answer }>(response);
    expect(result.consent).toMatchObject({ status: "pending", phone: "+62•••••••7890", source: "settings" });
    expect(JSON.stringify(result)).not.toContain("81234567890");
    expect(result.messages).toHaveLength(WHATSAPP_PAGE_SIZE);
    // The confirmation the consent call queued is the newest.
    expect(result.messages[0]).toMatchObject({
      purpose: "confirmation",
      status: "queued",
      to: "+62•••••••7890",
    });
    expect(result.messages[1]).toMatchObject({ purpose: "reminder", status: "delivered" });
    expect(result.messages[1]?.delivered_at).not.toBeNull();
    expect(result.next_before).not.toBeNull();
    const [entry] = await h.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "support.donor.whatsapp"))
      .limit(1);
    expect(entry?.subject).toBe(`user:${donorId}`);
  });

  it("an administrator pages back to the oldest, each message once", async () => {
    const seen: string[] = [];
    let before: string | undefined;
    for (let page = 0; page < 5; page += 1) {
      const response = await h.request("GET", pathOf(donorId, before), { cookie: cookies.admin ?? "" });
      expect(response.status).toBe(200);
      const { result } = await json<{ result: Answer }>(response);
      seen.push(...result.messages.map((message) => message.id));
      if (!result.next_before) break;
      before = result.next_before;
    }
    expect(seen).toHaveLength(WHATSAPP_PAGE_SIZE + 5);
    expect(new Set(seen).size).toBe(seen.length);
  });

  it("another donor's page shows only theirs: no choice and no messages", async () => {
    const response = await h.request("GET", pathOf(otherId), { cookie: cookies.staff ?? "" });
    const { result } = await json<{ result: Answer }>(response);
    expect(result).toEqual({ consent: null, messages: [], next_before: null });
  });

  it("an opted-out choice shows when and how", async () => {
    const at = h.clock.current;
    await h.db
      .update(whatsAppConsents)
      .set({ status: "opted-out", source: "stop", optedOutAt: at, chosenAt: at })
      .where(eq(whatsAppConsents.userId, donorId));
    const { result } = await json<{ result: Answer & { consent: { opted_out_at: string } } }>(
      await h.request("GET", pathOf(donorId), { cookie: cookies.staff ?? "" }),
    );
    expect(result.consent).toMatchObject({
      status: "opted-out",
      source: "stop",
      opted_out_at: at.toISOString(),
    });
  });

  it.each([
    ["an unknown donor", pathOf("no-such-user"), 404],
    ["an unknown guest", pathOf("guest-nope"), 404],
    ["a cursor that is not one", pathOf("x", "nonsense"), 400],
    ["a cursor with script", `/v1/admin/donors/x/whatsapp?before=${encodeURIComponent("<script>|1")}`, 400],
    ["a huge cursor", `/v1/admin/donors/x/whatsapp?before=${"9".repeat(500)}`, 400],
    ["a huge id", pathOf("x".repeat(300)), 400],
  ])("%s is refused (%s)", async (_, path, status) => {
    const response = await h.request("GET", path.replace("/x/", `/${donorId}/`), {
      cookie: cookies.staff ?? "",
    });
    expect(response.status).toBe(status);
  });
});
