import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness, json, testPassword } from "../../test/harness.ts";
import { file, pngBytes, webpBytes } from "../../test/images.ts";

let h: Harness;
let donorCookie: string;
let volunteerCookie: string;
beforeAll(async () => {
  h = await createHarness();
  await h.createUser({ email: "donor@example.test", name: "Dina Donor" });
  await h.createUser({ email: "buddy@example.test", role: "volunteer", name: "Budi Buddy" });
  donorCookie = await h.login("donor@example.test");
  volunteerCookie = await h.login("buddy@example.test");
});
afterAll(() => h.close());

type ProfileAnswer = { result: { data: Record<string, string | number> } };

describe("calls 7 and 8 for a donor", () => {
  it("updates phone and address but never the fullname", async () => {
    const response = await h.request("POST", "/v1/users/update", {
      cookie: donorCookie,
      multipart: {
        email: "donor@example.test",
        fullname: "Someone Else",
        phone_number: "0812-1111-2222",
        address: "Jl. Hutan 1, Bogor",
      },
    });
    expect(response.status).toBe(200);
    const body = await json<ProfileAnswer>(response);
    expect(body.result.data).toMatchObject({
      fullname: "Dina Donor",
      phone_number: "+6281211112222",
      address: "Jl. Hutan 1, Bogor",
    });
  });

  it("uploads an avatar checked by content and serves it from /public/", async () => {
    const response = await h.request("POST", "/v1/users/update", {
      cookie: donorCookie,
      multipart: {
        email: "donor@example.test",
        avatarName: "me.png",
        avatar: file(pngBytes, "me.png", "image/png"),
      },
    });
    const body = await json<ProfileAnswer>(response);
    const avatar = String(body.result.data.avatar);
    // Re-encoded by the image pipeline: a WebP whatever came in.
    expect(avatar).toMatch(/^avatars\/[\w-]+\.webp$/);
    const served = await h.request("GET", `/public/${avatar}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    const meta = await sharp(new Uint8Array(await served.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 1, height: 1 });
  });
});

describe("calls 7 and 8 for a volunteer", () => {
  it("builds the fullname from first and last name and keeps JSON groups", async () => {
    const response = await h.request("POST", "/v1/users/vupdate", {
      cookie: volunteerCookie,
      multipart: {
        email: "buddy@example.test",
        first_name: "Budi",
        last_name: "Santoso",
        phone: "81299998888",
        social_media: "@budi.green",
        private_information: JSON.stringify({
          gender: "male",
          dob: "1999-01-31",
          state: "Jawa Barat",
          city: "Bogor",
          job: "Teacher",
          institution: "SMA 1",
        }),
        optional_information: JSON.stringify({
          hobby: "Cycling",
          affiliation: "Pramuka",
          motivation: "Forests",
        }),
        avatar: file(webpBytes, "me.webp", "image/webp"),
      },
    });
    expect(response.status).toBe(200);
    const data = (await json<ProfileAnswer>(response)).result.data;
    expect(data).toMatchObject({
      fullname: "Budi Santoso",
      first_name: "Budi",
      last_name: "Santoso",
      phone: "+6281299998888",
      social_media: "budi.green",
    });
    expect(JSON.parse(String(data.private_information))).toMatchObject({ gender: "male", city: "Bogor" });
    expect(String(data.avatar)).toMatch(/\.webp$/);
  });

  it("updates the bank account alone", async () => {
    const bank = { bank_name: "BNI", holder: "Budi Santoso", account_number: "1234567890", branch: "Bogor" };
    const response = await h.request("POST", "/v1/users/vupdate", {
      cookie: volunteerCookie,
      multipart: {
        email: "buddy@example.test",
        bank_account: JSON.stringify(bank),
        current_password: testPassword,
      },
    });
    const data = (await json<ProfileAnswer>(response)).result.data;
    expect(JSON.parse(String(data.bank_account))).toEqual(bank);
    const [notice] = await h.outbox("buddy@example.test");
    expect(notice?.kind).toBe("bank-account-changed");
    expect(notice?.text).toContain("BNI ••••7890");
    expect(notice?.text).not.toContain("1234567890");
  });
});

describe("call 13: referral code changes once", () => {
  it("changes the code, locks it, and the session shows both", async () => {
    const response = await h.request("PUT", "/v1/users/referral", {
      cookie: donorCookie,
      form: { email: "donor@example.test", referral_code: "DINA-HIJAU", ref_type: "donor" },
    });
    expect(await json(response)).toMatchObject({
      error: false,
      result: { referral_code: "DINA-HIJAU", referral_lock: 1 },
    });
    const session = await json(await h.request("GET", "/v1/oauth/session", { cookie: donorCookie }));
    expect(session.result).toMatchObject({ profile: { referral_code: "DINA-HIJAU", referral_lock: 1 } });
    const lookup = await json(
      await h.request("GET", "/v1/referral?search=dina-hijau&searchBy=referral_code"),
    );
    expect(lookup.result).toEqual({ code: "DINA-HIJAU", type: "donor" });
  });
});
