import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness, json } from "../../test/harness.ts";

/* An administrator invites a staffer, who chooses a password from the mail; disable and enable again. */

let h: Harness;
let admin: string;

beforeAll(async () => {
  h = await createHarness();
  await h.createUser({ email: "chief@example.test", role: "admin", name: "Chief" });
  admin = await h.login("chief@example.test");
});
afterAll(() => h.close());

function linkToken(text: string | undefined): string {
  const token = /token=([^&"\s]+)/.exec(text ?? "")?.[1];
  if (!token) throw new Error("no link in the mail");
  return decodeURIComponent(token);
}

describe("staff accounts", () => {
  let staffId = "";

  it("invites a staffer: invited status, a set-password mail, an audit entry with the reason", async () => {
    const response = await h.request("POST", "/v1/admin/staff", {
      cookie: admin,
      json: { email: "Rina@Example.test", name: "Rina", role: "staff", reason: "New donor support officer" },
    });
    const body = await json<{ result: { id: string; email: string; role: string; status: string } }>(
      response,
    );
    expect(body.result).toMatchObject({ email: "rina@example.test", role: "staff", status: "invited" });
    staffId = body.result.id;
    const [mail] = await h.outbox("rina@example.test");
    expect(mail?.kind).toBe("staff-invite");
    expect(mail?.text).toContain("chief@example.test");

    const reset = await h.request("POST", "/v1/oauth/reset", {
      form: {
        token: linkToken(mail?.text),
        password: "rina-chooses-this-one",
        confirm: "rina-chooses-this-one",
      },
    });
    expect(reset.status).toBe(200);
    const session = await h.login("rina@example.test", "rina-chooses-this-one");
    const me = await h.request("GET", "/v1/oauth/session", { cookie: session });
    expect(await json(me)).toMatchObject({ result: { email: "rina@example.test", role: "staff" } });

    const list = await json<{ result: { email: string; status: string }[] }>(
      await h.request("GET", "/v1/admin/staff", { cookie: admin }),
    );
    expect(list.result.map((account) => [account.email, account.status])).toEqual([
      ["chief@example.test", "active"],
      ["rina@example.test", "active"],
    ]);
  });

  it("disables and enables again with a fresh invitation; twice changes nothing more", async () => {
    const path = `/v1/admin/staff/${staffId}`;
    const disabled = await h.request("POST", `${path}/disable`, { cookie: admin, json: { reason: "Left" } });
    expect(await json(disabled)).toMatchObject({ result: { status: "disabled" } });
    const again = await h.request("POST", `${path}/disable`, { cookie: admin, json: { reason: "Left" } });
    expect(await json(again)).toMatchObject({ result: { status: "disabled" } });
    const mailsBefore = (await h.outbox("rina@example.test")).length;
    const enabled = await h.request("POST", `${path}/enable`, {
      cookie: admin,
      json: { reason: "Came back" },
    });
    expect(await json(enabled)).toMatchObject({ result: { status: "invited", disabled_at: null } });
    expect(await h.outbox("rina@example.test")).toHaveLength(mailsBefore + 1);
  });

  it("lists staff actions in the audit log, newest first, with the reason, filtered", async () => {
    const everything = await json<{
      result: { entries: { action: string; actor: { email: string } | null }[] };
    }>(await h.request("GET", "/v1/admin/audit", { cookie: admin }));
    // The default lists staff and admin accounts' actions only (their sign-ins too), never a donor's.
    expect(everything.result.entries.every((entry) => entry.actor !== null)).toBe(true);
    const page = await json<{ result: { entries: { action: string; reason: string | null }[]; next: null } }>(
      await h.request("GET", "/v1/admin/audit?action=staff.", { cookie: admin }),
    );
    expect(page.result.entries.map((entry) => [entry.action, entry.reason])).toEqual([
      ["staff.enable", "Came back"],
      ["staff.disable", "Left"],
      ["staff.invite", "New donor support officer"],
    ]);
    const all = await json<{ result: { entries: { action: string }[] } }>(
      await h.request("GET", "/v1/admin/audit?actors=all&action=login", { cookie: admin }),
    );
    expect(all.result.entries.length).toBeGreaterThan(0);
    expect(all.result.entries.every((entry) => entry.action.startsWith("login"))).toBe(true);
    const byRina = await json<{ result: { entries: unknown[] } }>(
      await h.request("GET", "/v1/admin/audit?actor=nobody%40example.test", { cookie: admin }),
    );
    expect(byRina.result.entries).toEqual([]);
    const wildcard = await json<{ result: { entries: unknown[] } }>(
      await h.request("GET", "/v1/admin/audit?action=staff_", { cookie: admin }),
    );
    expect(wildcard.result.entries).toEqual([]);
  });

  it("pages through entries written in the same instant without skipping or repeating", async () => {
    const { auditLog } = await import("../../platform/db/schema/index.ts");
    const [chief] = await h.db.select().from((await import("../../platform/db/schema/index.ts")).users);
    const at = new Date("2026-01-01T00:00:00.123Z");
    await h.db.insert(auditLog).values(
      Array.from({ length: 120 }, (_, index) => ({
        actorUserId: chief?.id ?? null,
        actorEmail: chief?.email ?? null,
        actorName: chief?.name ?? null,
        actorRole: chief?.role ?? null,
        action: "test.bulk",
        subject: `n:${index}`,
        createdAt: at,
      })),
    );
    const seen = new Set<string>();
    let before: string | null = null;
    do {
      const query: string = `/v1/admin/audit?action=test.bulk${before ? `&before=${before}` : ""}`;
      const page: { result: { entries: { id: string }[]; next: string | null } } = await json(
        await h.request("GET", query, { cookie: admin }),
      );
      for (const entry of page.result.entries) seen.add(entry.id);
      before = page.result.next;
    } while (before);
    expect(seen.size).toBe(120);
  });
});
