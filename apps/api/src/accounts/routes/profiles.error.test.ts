import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness, json } from "../../test/harness.ts";
import { file, pngBytes } from "../../test/images.ts";

let h: Harness;
let donorCookie: string;
let volunteerCookie: string;
beforeAll(async () => {
  h = await createHarness();
  await h.createUser({ email: "donor@example.test" });
  await h.createUser({ email: "other@example.test" });
  await h.createUser({ email: "buddy@example.test", role: "volunteer" });
  donorCookie = await h.login("donor@example.test");
  volunteerCookie = await h.login("buddy@example.test");
});
afterAll(() => h.close());

describe("profile updates refuse invalid input with their message ids", () => {
  it.each([
    ["donor without phone", "/v1/users/update", { phone_number: "" }, "phone_number", "invalid.phone"],
    [
      "donor with letters in phone",
      "/v1/users/update",
      { phone_number: "08abc" },
      "phone_number",
      "invalid.phoneFormat",
    ],
  ])("%s", async (_label, path, change, field, id) => {
    const response = await h.request("POST", path, {
      cookie: donorCookie,
      multipart: { email: "donor@example.test", ...change },
    });
    expect(response.status).toBe(400);
    expect((await json(response)).fields?.[field]).toBe(id);
  });

  it.each([
    ["no first name", { first_name: "" }, "first_name", "invalid.firstName"],
    ["no last name", { last_name: "" }, "last_name", "invalid.lastName"],
    ["no phone", { phone: "" }, "phone", "invalid.phone"],
    [
      "private information not JSON",
      { private_information: "{oops" },
      "private_information",
      "error.validation",
    ],
  ])("volunteer: %s", async (_label, change, field, id) => {
    const response = await h.request("POST", "/v1/users/vupdate", {
      cookie: volunteerCookie,
      multipart: {
        email: "buddy@example.test",
        first_name: "Budi",
        last_name: "S",
        phone: "81234567890",
        ...change,
      },
    });
    expect(response.status).toBe(400);
    expect((await json(response)).fields?.[field]).toBe(id);
  });

  it("a bank account with letters in the number is refused", async () => {
    const response = await h.request("POST", "/v1/users/vupdate", {
      cookie: volunteerCookie,
      multipart: {
        email: "buddy@example.test",
        bank_account: JSON.stringify({ bank_name: "BNI", holder: "B", account_number: "12ab", branch: "X" }),
      },
    });
    expect(response.status).toBe(400);
    expect((await json(response)).fields?.["bank_account.account_number"]).toBe("bank.accountNumber");
  });
});

describe("avatar checks", () => {
  it("refuses a file that is not PNG, JPEG or WebP whatever its name says", async () => {
    const fake = file(new TextEncoder().encode("<svg onload=alert(1)>"), "me.png", "image/png");
    const response = await h.request("POST", "/v1/users/update", {
      cookie: donorCookie,
      multipart: { email: "donor@example.test", avatar: fake },
    });
    expect(response.status).toBe(415);
    expect(await json(response)).toMatchObject({ code: "UNSUPPORTED_MEDIA", message: "avatar.type" });
  });

  it("refuses an avatar over 2 MB", async () => {
    const big = new Uint8Array(2 * 1024 * 1024 + 1);
    big.set(pngBytes);
    const response = await h.request("POST", "/v1/users/update", {
      cookie: donorCookie,
      multipart: { email: "donor@example.test", avatar: file(big, "big.png", "image/png") },
    });
    expect(response.status).toBe(413);
    expect((await json(response)).message).toBe("avatar.tooLarge");
  });

  it("unknown avatar files are 404, and paths cannot escape the folder", async () => {
    expect((await h.request("GET", "/public/avatars/nope.png")).status).toBe(404);
    expect((await h.request("GET", "/public/avatars/..%2F..%2Fetc%2Fpasswd")).status).toBe(404);
  });
});

describe("call 13 refusals", () => {
  it("an empty or malformed code is refused", async () => {
    const empty = await h.request("PUT", "/v1/users/referral", {
      cookie: donorCookie,
      form: { email: "donor@example.test", referral_code: "", ref_type: "donor" },
    });
    expect((await json(empty)).fields?.referral_code).toBe("referral.empty");
    const bad = await h.request("PUT", "/v1/users/referral", {
      cookie: donorCookie,
      form: { email: "donor@example.test", referral_code: "no spaces!", ref_type: "donor" },
    });
    expect((await json(bad)).fields?.referral_code).toBe("referral.invalid");
  });

  it("a code someone else has is refused with referral.taken", async () => {
    const other = await h.login("other@example.test");
    await h.request("PUT", "/v1/users/referral", {
      cookie: other,
      form: { email: "other@example.test", referral_code: "TAKEN-CODE", ref_type: "donor" },
    });
    const response = await h.request("PUT", "/v1/users/referral", {
      cookie: donorCookie,
      form: { email: "donor@example.test", referral_code: "taken-code", ref_type: "donor" },
    });
    expect(response.status).toBe(409);
    expect((await json(response)).message).toBe("referral.taken");
  });

  it("the second change answers locked", async () => {
    const first = await h.request("PUT", "/v1/users/referral", {
      cookie: donorCookie,
      form: { email: "donor@example.test", referral_code: "FIRST-ONE", ref_type: "donor" },
    });
    expect(first.status).toBe(200);
    const second = await h.request("PUT", "/v1/users/referral", {
      cookie: donorCookie,
      form: { email: "donor@example.test", referral_code: "SECOND-ONE", ref_type: "donor" },
    });
    expect(second.status).toBe(409);
    expect(await json(second)).toMatchObject({
      error: true,
      result: "locked",
      message: "referral.locked",
      code: "LOCKED",
    });
  });
});
