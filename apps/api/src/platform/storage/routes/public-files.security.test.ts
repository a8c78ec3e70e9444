import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness, json } from "../../../test/harness.ts";
import { file, pngBytes } from "../../../test/images.ts";

// Avatars come from the file storage (the database here), not the disk. Only avatar-shaped
// names under `avatars/` are ever read; nothing else the storage holds can be reached from this route.
let h: Harness;
let cookie: string;
let otherCookie: string;
beforeAll(async () => {
  h = await createHarness();
  await h.createUser({ email: "owner@example.test", name: "Olga Owner" });
  await h.createUser({ email: "other@example.test", name: "Omar Other" });
  cookie = await h.login("owner@example.test");
  otherCookie = await h.login("other@example.test");
  await h.services.storage.put("private/secret.png", pngBytes, "image/png");
  await h.services.storage.put("avatars/../private/secret.png", pngBytes, "image/png");
});
afterAll(() => h.close());

async function upload(asCookie: string, email: string, bytes: Uint8Array, name = "me.png") {
  return h.request("POST", "/v1/users/update", {
    cookie: asCookie,
    multipart: { email, avatar: file(bytes, name, "image/png") },
  });
}

describe("GET /public/avatars/:file", () => {
  it("serves an uploaded avatar to anyone, with its type, nosniff and no cookie needed", async () => {
    const response = await upload(cookie, "owner@example.test", pngBytes);
    expect(response.status).toBe(200);
    const path = String((await json<{ result: { data: { avatar: string } } }>(response)).result.data.avatar);
    const served = await h.request("GET", `/public/${path}`, { origin: null });
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it.each([
    "..%2Fprivate%2Fsecret.png",
    "%2E%2E%2Fprivate%2Fsecret.png",
    "..%5Cprivate%5Csecret.png",
    "secret.png%00.png",
    "a.svg",
    "a.png.html",
    ".png",
    `${"a".repeat(5000)}.png`,
  ])("a name that is not an avatar's (%s) is 404 and reads nothing else", async (name) => {
    const response = await h.request("GET", `/public/avatars/${name}`);
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).not.toBe("image/png");
  });

  it("other paths under /public/ do not reach the storage", async () => {
    expect((await h.request("GET", "/public/private/secret.png")).status).toBe(404);
    expect((await h.request("GET", "/public/avatars/../private/secret.png")).status).toBe(404);
  });
});

describe("uploads", () => {
  it("another signed-in user cannot put a picture on someone else's profile", async () => {
    const response = await upload(otherCookie, "owner@example.test", pngBytes);
    expect(response.status).toBe(403);
  });

  it("anonymous uploads are 401 and store nothing", async () => {
    const before = await h.services.storage.get("avatars/x.png");
    const response = await h.request("POST", "/v1/users/update", {
      multipart: { email: "owner@example.test", avatar: file(pngBytes, "me.png", "image/png") },
    });
    expect(response.status).toBe(401);
    expect(before).toBeNull();
  });

  it("a huge body is refused before it is stored (413), whatever it claims to be", async () => {
    const big = new Uint8Array(6 * 1024 * 1024);
    big.set(pngBytes);
    const response = await upload(cookie, "owner@example.test", big);
    expect(response.status).toBe(413);
  });

  it("the stored key is built by the API: a hostile file name changes nothing", async () => {
    const response = await upload(cookie, "owner@example.test", pngBytes, "../../../etc/passwd.png");
    expect(response.status).toBe(200);
    const path = String((await json<{ result: { data: { avatar: string } } }>(response)).result.data.avatar);
    expect(path).toMatch(/^avatars\/[0-9a-f-]+-[0-9a-f]{12}\.webp$/);
  });
});
