import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { volunteerApplications } from "../../platform/db/schema/index.ts";
import { createHarness, type Harness, json } from "../../test/harness.ts";

/*
 * Volunteer signup (call 14): a date of birth in the future or outside 13-120 years is refused with
 * the field's message; an address that already has a volunteer account or a pending application gets
 * the very answer a new one gets (no account enumeration) and its owner gets a mail saying where they
 * stand (docs/decisions/api.md, "Volunteer signup of a known address").
 */

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

function signup(overrides: Record<string, string> = {}) {
  return {
    firstname: "Vina",
    lastname: "Volunteer",
    email: "vina@example.test",
    phone: "081234567890",
    sex: "female",
    agreement: "true",
    ...overrides,
  };
}

function yearsAgo(years: number, extraDays = 0): string {
  const day = new Date();
  day.setUTCFullYear(day.getUTCFullYear() - years);
  day.setUTCDate(day.getUTCDate() + extraDays);
  return day.toISOString().slice(0, 10);
}

async function post(form: Record<string, string>, locale = "en") {
  return h.request("POST", `/v1/users/volunteer?locale=${locale}`, {
    multipart: form,
    origin: "http://site.test",
  });
}

describe("date of birth", () => {
  it("refuses a date in the future, under 13 or over 120 years, with the field's message", async () => {
    for (const [birthdate, message] of [
      ["2031-01-01", "invalid.birthDateFuture"],
      [yearsAgo(-1), "invalid.birthDateFuture"],
      [yearsAgo(12), "invalid.birthDateAge"],
      [yearsAgo(13, 2), "invalid.birthDateAge"],
      [yearsAgo(121), "invalid.birthDateAge"],
      ["1850-06-01", "invalid.birthDateAge"],
    ] as const) {
      const response = await post(signup({ email: `b${birthdate}@example.test`, birthdate }));
      expect(response.status, birthdate).toBe(400);
      const body = (await json(response)) as { fields?: Record<string, string> };
      expect(body.fields?.birthdate, birthdate).toBe(message);
    }
    expect(await h.db.select().from(volunteerApplications)).toHaveLength(0);
  });

  it("accepts 13 and 120 years exactly, and no date at all", async () => {
    for (const [index, birthdate] of [yearsAgo(13), yearsAgo(120, 1), ""].entries()) {
      const response = await post(signup({ email: `ok${index}@example.test`, birthdate }));
      expect(response.status, birthdate).toBe(200);
    }
  });
});

describe("an address already known", () => {
  it("a pending application and a volunteer account get a new signup's answer; the owner is mailed", async () => {
    const fresh = await json(await post(signup({ email: "new.one@example.test" })));
    const first = await post(signup({ email: "pending.one@example.test" }));
    expect(first.status).toBe(200);
    const again = await json(await post(signup({ email: "Pending.One@example.test" })));
    await h.createUser({ email: "buddy.one@example.test", role: "volunteer" });
    const member = await json(await post(signup({ email: "buddy.one@example.test" })));
    expect(again).toEqual(fresh);
    expect(member).toEqual(fresh);
    expect((fresh as { message: string }).message).toBe("volunteer.received");

    const pendingMails = await h.outbox("pending.one@example.test");
    expect(pendingMails.map((mail) => mail.kind)).toEqual(["volunteer-application", "volunteer-known"]);
    expect(pendingMails[1]?.text).toMatch(/already|reviewing/i);
    const memberMails = await h.outbox("buddy.one@example.test");
    expect(memberMails.map((mail) => mail.kind)).toContain("volunteer-known");
    expect(memberMails.find((mail) => mail.kind === "volunteer-known")?.text).toMatch(/sign in/i);
    // No second application for either.
    const rows = await h.db.select().from(volunteerApplications);
    expect(rows.filter((row) => row.email === "pending.one@example.test")).toHaveLength(1);
    expect(rows.filter((row) => row.email === "buddy.one@example.test")).toHaveLength(0);
  });
});
