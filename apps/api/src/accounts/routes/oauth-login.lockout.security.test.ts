import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cookieHeaderOf, createHarness, type Harness, testPassword } from "../../test/harness.ts";
import { trustedDeviceCookieName } from "../trusted-device.ts";

/*
 * Anyone could lock any account out: ten addresses × ten wrong passwords filled the account's ceiling,
 * and the owner then got 429 with the right password from their usual address. Now a browser where
 * the account signed in before is counted on its own (docs/security.md, "Sign-in that a stranger cannot
 * take away"). Client addresses come from the socket, as behind no trusted proxy.
 */

let h: Harness;
const owner = "locked.owner@example.test";
const ownerAddress = "198.51.100.20";

beforeAll(async () => {
  h = await createHarness();
  await h.createUser({ email: owner, role: "admin" });
});
afterAll(() => h.close());

function signIn(password: string, address: string, cookie?: string) {
  return h.request("POST", "/v1/oauth/login", {
    form: { email: owner, password, remember: "true" },
    origin: h.env.DASHBOARD_URL,
    address,
    ...(cookie ? { cookie } : {}),
  });
}

function deviceCookieOf(response: Response): string {
  const cookie = cookieHeaderOf(response)
    .split("; ")
    .find((pair) => pair.startsWith(`${trustedDeviceCookieName}=`));
  if (!cookie) throw new Error("no device cookie");
  return cookie;
}

/** Ten addresses × ten wrong passwords, as the audit did: the account's ceiling for unknown devices is full. */
async function spray(round: number) {
  for (let address = 0; address < 10; address += 1)
    for (let attempt = 0; attempt < 10; attempt += 1)
      await signIn(`spray-${round}-${attempt}`, `203.0.113.${round * 10 + address + 1}`);
  expect((await signIn(testPassword, `192.0.2.${round + 1}`)).status).toBe(429);
}

describe("a sprayer cannot lock the owner out", () => {
  let device: string;

  it("the owner's sign-in sets a signed HttpOnly device cookie for the sign-in call only", async () => {
    const response = await signIn(testPassword, ownerAddress);
    expect(response.status).toBe(200);
    const line = response.headers.getSetCookie().find((value) => value.startsWith(trustedDeviceCookieName));
    expect(line).toMatch(/HttpOnly/i);
    expect(line).toMatch(/Path=\/v1\/oauth/i);
    expect(line).not.toContain(owner);
    device = deviceCookieOf(response);
  });

  it("after 100 wrong passwords from ten addresses, the owner's browser still signs in, from their usual address", async () => {
    await spray(0);
    const fromHome = await signIn(testPassword, ownerAddress, device);
    expect(fromHome.status).toBe(200);
    // The sprayer's own count is untouched by the owner's success.
    expect((await signIn(testPassword, "192.0.2.50")).status).toBe(429);
  });

  it("a device cookie that is forged, altered or another account's counts as an unknown device", async () => {
    const value = device.slice(device.indexOf("=") + 1);
    const forged = [
      `${trustedDeviceCookieName}=${value.slice(0, -4)}AAAA`,
      `${trustedDeviceCookieName}=x.y.z`,
      `${trustedDeviceCookieName}=${"a".repeat(4000)}`,
    ];
    for (const cookie of forged) expect((await signIn(testPassword, ownerAddress, cookie)).status).toBe(429);
    await h.createUser({ email: "someone.else@example.test" });
    const other = await h.request("POST", "/v1/oauth/login", {
      form: { email: "someone.else@example.test", password: testPassword, remember: "true" },
      origin: h.env.DASHBOARD_URL,
      address: "198.51.100.30",
    });
    expect((await signIn(testPassword, ownerAddress, deviceCookieOf(other))).status).toBe(429);
  });

  it("on a known device, ten wrong passwords still stop that device", async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1)
      statuses.push((await signIn(`device-guess-${attempt}`, ownerAddress, device)).status);
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
