import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findUserByEmail } from "../../accounts/accounts.ts";
import {
  auditLog,
  pointLedger,
  volunteerApplications,
  volunteerProfiles,
} from "../../platform/db/schema/index.ts";
import { createHarness, type Harness, json, testPassword } from "../../test/harness.ts";

/** A stolen session, or an administrator, must not be able to redirect payouts. */
let h: Harness;
let volunteerCookie: string;
let otherCookie: string;
let adminCookie: string;
const original = { bank_name: "BNI", holder: "Budi Buddy", account_number: "1234567890", branch: "Bogor" };
const attacker = { bank_name: "BCA", holder: "Maling", account_number: "9999888877", branch: "Jakarta" };

beforeAll(async () => {
  h = await createHarness();
  for (const email of ["buddy@example.test", "other.buddy@example.test"]) {
    const volunteer = await h.createUser({ email, role: "volunteer", name: "Budi Buddy", locale: "en" });
    await h.db
      .insert(pointLedger)
      .values({ userId: volunteer.id, type: "earn", status: "approved", points: "500.00", reason: "seed" });
    await h.db
      .update(volunteerProfiles)
      .set({ bankAccount: original })
      .where(eq(volunteerProfiles.userId, volunteer.id));
  }
  await h.createUser({ email: "admin@example.test", role: "admin" });
  volunteerCookie = await h.login("buddy@example.test");
  otherCookie = await h.login("other.buddy@example.test");
  adminCookie = await h.login("admin@example.test");
});
afterAll(() => h.close());

async function storedBank(email: string) {
  const user = await findUserByEmail(h.db, email);
  const [row] = await h.db
    .select({ bank: volunteerProfiles.bankAccount })
    .from(volunteerProfiles)
    .where(eq(volunteerProfiles.userId, user?.id ?? ""));
  return row?.bank;
}

function bankChange(email: string, bank: object, extra: Record<string, string> = {}) {
  return { email, bank_account: JSON.stringify(bank), ...extra };
}

describe("bank account change", () => {
  it("a session without the password cannot change it (missing, wrong, wrong type)", async () => {
    const missing = await h.request("POST", "/v1/users/vupdate", {
      cookie: volunteerCookie,
      multipart: bankChange("buddy@example.test", attacker),
    });
    expect(missing.status).toBe(400);
    expect((await json(missing)).fields).toEqual({ current_password: "password.currentEmpty" });
    const wrong = await h.request("POST", "/v1/users/vupdate", {
      cookie: volunteerCookie,
      multipart: bankChange("buddy@example.test", attacker, { current_password: "not-my-password" }),
    });
    expect((await json(wrong)).fields).toEqual({ current_password: "password.currentWrong" });
    // The password sent as a file is no password.
    const typed = await h.request("POST", "/v1/users/vupdate", {
      cookie: volunteerCookie,
      multipart: {
        ...bankChange("buddy@example.test", attacker),
        current_password: new Blob([testPassword]),
      },
    });
    expect((await json(typed)).fields).toEqual({ current_password: "password.currentEmpty" });
    // Refused as a whole: profile fields sent alongside are not written either.
    const mixed = await h.request("POST", "/v1/users/vupdate", {
      cookie: volunteerCookie,
      multipart: {
        ...bankChange("buddy@example.test", attacker),
        first_name: "Hacked",
        last_name: "Name",
        phone: "81234567890",
      },
    });
    expect(mixed.status).toBe(400);
    expect((await findUserByEmail(h.db, "buddy@example.test"))?.name).toBe("Budi Buddy");
    expect(await storedBank("buddy@example.test")).toEqual(original);
    expect(await h.outbox("buddy@example.test")).toHaveLength(0);
  });

  it("the owner with the password changes it and is mailed both accounts, masked", async () => {
    const changed = { ...original, account_number: "5555666677" };
    const response = await h.request("POST", "/v1/users/vupdate", {
      cookie: volunteerCookie,
      multipart: bankChange("buddy@example.test", changed, { current_password: testPassword }),
    });
    expect(response.status).toBe(200);
    expect(await storedBank("buddy@example.test")).toEqual(changed);
    const [notice] = await h.outbox("buddy@example.test");
    expect(notice?.kind).toBe("bank-account-changed");
    expect(notice?.text).toContain("BNI ••••7890");
    expect(notice?.text).toContain("BNI ••••6677");
    expect(notice?.text).not.toContain("5555666677");
    expect(notice?.text).not.toContain("1234567890");
    // Sending the same account again (the profile form re-sends it) needs no password and mails nothing.
    const same = await h.request("POST", "/v1/users/vupdate", {
      cookie: volunteerCookie,
      multipart: bankChange("buddy@example.test", changed),
    });
    expect(same.status).toBe(200);
    expect(await h.outbox("buddy@example.test")).toHaveLength(1);
  });

  it("another volunteer gets 403; an administrator cannot change it, even with their own password", async () => {
    const other = await h.request("POST", "/v1/users/vupdate", {
      cookie: otherCookie,
      multipart: bankChange("buddy@example.test", attacker, { current_password: testPassword }),
    });
    expect(other.status).toBe(403);
    const admin = await h.request("POST", "/v1/users/vupdate", {
      cookie: adminCookie,
      multipart: bankChange("other.buddy@example.test", attacker, { current_password: testPassword }),
    });
    expect(admin.status).toBe(403);
    expect(await storedBank("other.buddy@example.test")).toEqual(original);
  });

  it("an administrator's edit of a volunteer's profile names the administrator and is mailed", async () => {
    const response = await h.request("POST", "/v1/users/vupdate", {
      cookie: adminCookie,
      multipart: {
        email: "other.buddy@example.test",
        first_name: "Oki",
        last_name: "Buddy",
        phone: "81234567891",
      },
    });
    expect(response.status).toBe(200);
    const admin = await findUserByEmail(h.db, "admin@example.test");
    const volunteer = await findUserByEmail(h.db, "other.buddy@example.test");
    const entries = await h.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "profile.update"), eq(auditLog.subject, `user:${volunteer?.id}`)));
    expect(entries.map((entry) => entry.actorUserId)).toEqual([admin?.id]);
    const [notice] = await h.outbox("other.buddy@example.test");
    expect(notice?.kind).toBe("profile-changed");
    expect(notice?.subject).toBe("An administrator updated your profile");
  });
});

describe("points are spent only by their owner (calls 22-24)", () => {
  const calls = [
    ["/v1/donations/vwithdraw", { amount: "100" }],
    ["/v1/donations/vdonate", { amount: "10" }],
    [
      "/v1/donations/vredeem",
      {
        item: "tote-bag-150",
        amount: "150",
        address: "Jl. Kenari Hijau No. 17, Bogor",
        postal_code: "16128",
        phone: "081234567890",
      },
    ],
  ] as const;

  it("an administrator naming a volunteer is refused with 403 and nothing is filed", async () => {
    for (const [path, body] of calls) {
      const response = await h.request("POST", path, {
        cookie: adminCookie,
        form: { email: "buddy@example.test", ...body },
      });
      expect(response.status, path).toBe(403);
      const own = await h.request("POST", path, {
        cookie: adminCookie,
        form: { email: "admin@example.test", ...body },
      });
      expect(own.status, path).toBe(403);
    }
    const volunteer = await findUserByEmail(h.db, "buddy@example.test");
    const pending = await h.db
      .select()
      .from(pointLedger)
      .where(and(eq(pointLedger.userId, volunteer?.id ?? ""), eq(pointLedger.status, "pending")));
    expect(pending).toHaveLength(0);
  });

  it("another volunteer naming the owner is refused; anonymous 401; the owner may", async () => {
    for (const [path, body] of calls) {
      const other = await h.request("POST", path, {
        cookie: otherCookie,
        form: { email: "buddy@example.test", ...body },
      });
      expect(other.status, path).toBe(403);
      const anonymous = await h.request("POST", path, { form: { email: "buddy@example.test", ...body } });
      expect(anonymous.status, path).toBe(401);
    }
    const own = await h.request("POST", "/v1/donations/vwithdraw", {
      cookie: volunteerCookie,
      form: { email: "Buddy@Example.test", amount: "100" },
    });
    expect(own.status).toBe(200);
    const volunteer = await findUserByEmail(h.db, "buddy@example.test");
    const [entry] = await h.db.select().from(auditLog).where(eq(auditLog.action, "points.withdraw"));
    expect(entry?.actorUserId).toBe(volunteer?.id);
  });
});

describe("nobody decides their own request", () => {
  it("an administrator's own points entry or application is 403 and stays pending", async () => {
    const admin = await findUserByEmail(h.db, "admin@example.test");
    const [entry] = await h.db
      .insert(pointLedger)
      .values({
        userId: admin?.id ?? "",
        type: "withdraw",
        status: "pending",
        points: "-100.00",
        reason: "withdraw",
      })
      .returning();
    const decided = await h.request("POST", `/v1/admin/queue/withdrawal/${entry?.id}`, {
      cookie: adminCookie,
      json: { decision: "approve", note: "" },
    });
    expect(decided.status).toBe(403);
    const [after] = await h.db
      .select()
      .from(pointLedger)
      .where(eq(pointLedger.id, entry?.id ?? ""));
    expect(after?.status).toBe("pending");

    const [application] = await h.db
      .insert(volunteerApplications)
      .values({
        email: "Admin@Example.test",
        firstName: "Admin",
        lastName: "Self",
        phone: "81234567890",
        sex: "female",
        trainingAgreed: true,
      })
      .returning();
    const own = await h.request("POST", `/v1/admin/queue/application/${application?.id}`, {
      cookie: adminCookie,
      json: { decision: "approve", note: "" },
    });
    expect(own.status).toBe(403);
  });
});
