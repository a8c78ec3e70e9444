import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, users } from "../../platform/db/schema/index.ts";
import { createHarness, type Harness, json } from "../../test/harness.ts";
import { file } from "../../test/images.ts";
import { findUserByEmail } from "../accounts.ts";

let h: Harness;
let donorCookie: string;
let otherCookie: string;
let volunteerCookie: string;
let adminCookie: string;
beforeAll(async () => {
  h = await createHarness();
  await h.createUser({ email: "donor@example.test", name: "Dina Donor" });
  await h.createUser({ email: "other@example.test", name: "Oki Other" });
  await h.createUser({ email: "buddy@example.test", role: "volunteer" });
  await h.createUser({ email: "admin@example.test", role: "admin" });
  donorCookie = await h.login("donor@example.test");
  otherCookie = await h.login("other@example.test");
  volunteerCookie = await h.login("buddy@example.test");
  adminCookie = await h.login("admin@example.test");
});
afterAll(() => h.close());

const donorUpdate = { email: "donor@example.test", phone_number: "81234567890", address: "Jl. Baru" };

describe("who may change a profile", () => {
  it("anonymous callers get 401", async () => {
    for (const [method, path] of [
      ["POST", "/v1/users/update"],
      ["POST", "/v1/users/vupdate"],
      ["PUT", "/v1/users/referral"],
      ["PUT", "/v1/oauth"],
    ] as const) {
      const response = await h.request(method, path, { multipart: donorUpdate });
      expect(response.status, path).toBe(401);
      expect((await json(response)).code).toBe("UNAUTHORIZED");
    }
    // The session probe answers anonymous visitors without an error (public pages ask it on every load).
    const session = await h.request("GET", "/v1/oauth/session");
    expect(session.status).toBe(200);
    expect(await json(session)).toEqual({ error: false, result: null, message: "ok" });
  });

  it("another user naming the donor's e-mail gets 403 and no data", async () => {
    const response = await h.request("POST", "/v1/users/update", {
      cookie: otherCookie,
      multipart: donorUpdate,
    });
    expect(response.status).toBe(403);
    const text = await response.text();
    expect(text).not.toContain("Dina");
    const referral = await h.request("PUT", "/v1/users/referral", {
      cookie: otherCookie,
      form: { email: "donor@example.test", referral_code: "STOLEN-CODE", ref_type: "donor" },
    });
    expect(referral.status).toBe(403);
    const password = await h.request("PUT", "/v1/oauth", {
      cookie: otherCookie,
      form: { email: "donor@example.test", password: "hijacked-password" },
    });
    expect(password.status).toBe(403);
    const donor = await findUserByEmail(h.db, "donor@example.test");
    expect(donor?.address).toBeNull();
    expect(donor?.referralLocked).toBe(false);
  });

  it("the owner may, and a volunteer cannot use the donor endpoint (nor a donor the volunteer one)", async () => {
    expect(
      (await h.request("POST", "/v1/users/update", { cookie: donorCookie, multipart: donorUpdate })).status,
    ).toBe(200);
    expect(
      (
        await h.request("POST", "/v1/users/update", {
          cookie: volunteerCookie,
          multipart: { phone_number: "81234567890" },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await h.request("POST", "/v1/users/vupdate", {
          cookie: donorCookie,
          multipart: { first_name: "A", last_name: "B", phone: "81234567890" },
        })
      ).status,
    ).toBe(403);
  });

  it("an admin may update another user's profile: audited with the admin as actor, mailed to the user", async () => {
    const response = await h.request("POST", "/v1/users/update", {
      cookie: adminCookie,
      multipart: { email: "other@example.test", phone_number: "81200000000", address: "Kantor Yayasan" },
    });
    expect(response.status).toBe(200);
    expect((await json(response)).result).toMatchObject({
      data: { fullname: "Oki Other", address: "Kantor Yayasan" },
    });
    const admin = await findUserByEmail(h.db, "admin@example.test");
    const other = await findUserByEmail(h.db, "other@example.test");
    const [entry] = await h.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "profile.update"), eq(auditLog.subject, `user:${other?.id}`)));
    expect(entry?.actorUserId).toBe(admin?.id);
    expect((await h.outbox("other@example.test")).map((mail) => mail.kind)).toContain("profile-changed");
  });

  it("an admin may change another user's referral code once, but never another user's password", async () => {
    const referral = await h.request("PUT", "/v1/users/referral", {
      cookie: adminCookie,
      form: { email: "other@example.test", referral_code: "OKI-BY-ADMIN", ref_type: "donor" },
    });
    expect(referral.status).toBe(200);
    expect((await findUserByEmail(h.db, "other@example.test"))?.referralCode).toBe("OKI-BY-ADMIN");
    const password = await h.request("PUT", "/v1/oauth", {
      cookie: adminCookie,
      form: { email: "other@example.test", password: "admin-chosen-password" },
    });
    expect(password.status).toBe(403);
  });

  it("a cookie request from a foreign origin, or without any origin, is refused (CSRF)", async () => {
    const foreign = await h.request("POST", "/v1/users/update", {
      cookie: donorCookie,
      multipart: donorUpdate,
      origin: "http://evil.test",
    });
    expect(foreign.status).toBe(403);
    const none = await h.request("POST", "/v1/users/update", {
      cookie: donorCookie,
      multipart: donorUpdate,
      origin: null,
    });
    expect(none.status).toBe(403);
    expect((await json(none)).code).toBe("CSRF");
  });
});

describe("call 13 under two simultaneous requests", () => {
  it("exactly one change wins; the other is locked", async () => {
    const cookie = await h.login("buddy@example.test");
    const attempts = await Promise.all(
      ["RACE-ALPHA", "RACE-BRAVO"].map((code) =>
        h.request("PUT", "/v1/users/referral", {
          cookie,
          form: { email: "buddy@example.test", referral_code: code, ref_type: "volunteer" },
        }),
      ),
    );
    expect(attempts.map((response) => response.status).sort()).toEqual([200, 409]);
    const [row] = await h.db.select().from(users).where(eq(users.email, "buddy@example.test"));
    const winner = await json(attempts.find((response) => response.status === 200) as Response);
    expect(row?.referralCode).toBe((winner.result as { referral_code: string }).referral_code);
    expect(row?.referralLocked).toBe(true);
    expect(volunteerCookie).toBeTruthy();
  });
});

describe("avatars keep no metadata", () => {
  it("a phone photo's GPS position and camera notes are gone, it is upright, square and at most 256 px", async () => {
    // 1200 × 800 stored sideways (EXIF orientation 6: shown rotated 90°), with GPS and a copyright.
    const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#2d6a4f" } })
      .jpeg()
      .withExif({
        IFD0: { Copyright: "secret-owner", Orientation: "6" },
        IFD3: {
          GPSLatitudeRef: "S",
          GPSLatitude: "6/1 35/1 0/1",
          GPSLongitudeRef: "E",
          GPSLongitude: "106/1 48/1 0/1",
        },
      })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const cookie = await h.login("donor@example.test");
    const response = await h.request("POST", "/v1/users/update", {
      cookie,
      multipart: { email: "donor@example.test", avatar: file(new Uint8Array(photo), "me.jpg", "image/jpeg") },
    });
    expect(response.status).toBe(200);
    const avatar = String(
      (await json<{ result: { data: { avatar: string } } }>(response)).result.data.avatar,
    );
    const served = new Uint8Array(await (await h.request("GET", `/public/${avatar}`)).arrayBuffer());
    const meta = await sharp(served).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 256, height: 256 });
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.orientation ?? 1).toBe(1);
    expect(Buffer.from(served).includes("secret-owner")).toBe(false);
  });

  it("a file that only starts like a picture is refused as an avatar (415), nothing stored", async () => {
    const cookie = await h.login("donor@example.test");
    const fake = Uint8Array.from([
      0xff,
      0xd8,
      0xff,
      0xe0,
      ...new TextEncoder().encode("<script>alert(1)</script>"),
    ]);
    const response = await h.request("POST", "/v1/users/update", {
      cookie,
      multipart: { email: "donor@example.test", avatar: file(fake, "me.jpg", "image/jpeg") },
    });
    expect(response.status).toBe(415);
    expect((await json(response)).message).toBe("avatar.type");
  });
});
