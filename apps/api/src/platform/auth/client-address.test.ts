import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { clientAddress } from "./client-address.ts";
import { parseTrustedProxies } from "./proxy-trust.ts";

async function addressOf(trusted: string | undefined, socket: string, forwarded?: string) {
  const app = new Hono();
  const trust = parseTrustedProxies(trusted);
  app.get("/", (c) => c.text(clientAddress(c, trust)));
  const headers = forwarded ? { "x-forwarded-for": forwarded } : undefined;
  const response = await app.request("/", { headers }, { incoming: { socket: { remoteAddress: socket } } });
  return response.text();
}

describe("client address", () => {
  it("is the socket's peer unless proxies are trusted; a client's own header is ignored", async () => {
    expect(await addressOf(undefined, "203.0.113.7", "1.1.1.1")).toBe("203.0.113.7");
    expect(await addressOf(undefined, "::ffff:203.0.113.7")).toBe("203.0.113.7");
  });

  it("behind one trusted hop, is the address that proxy saw, whatever the client prepended", async () => {
    expect(await addressOf("1", "10.0.0.2", "198.51.100.9")).toBe("198.51.100.9");
    expect(await addressOf("1", "10.0.0.2", "6.6.6.6, 198.51.100.9")).toBe("198.51.100.9");
  });

  it("with a proxy list, skips trusted proxies from the right and stops at the first stranger", async () => {
    const trusted = "10.0.0.0/8, 127.0.0.1";
    expect(await addressOf(trusted, "127.0.0.1", "6.6.6.6, 198.51.100.9, 10.1.2.3")).toBe("198.51.100.9");
    // A direct caller that is not a trusted proxy cannot forward anything.
    expect(await addressOf(trusted, "198.51.100.20", "6.6.6.6")).toBe("198.51.100.20");
  });

  it("refuses a malformed list", () => {
    expect(() => parseTrustedProxies("not-an-ip")).toThrow(/not an IP/);
  });
});
