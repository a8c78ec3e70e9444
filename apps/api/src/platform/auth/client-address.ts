import { type BlockList, isIP } from "node:net";
import type { Context } from "hono";
import type { AppEnv } from "../context.ts";
import { type ProxyTrust, parseTrustedProxies } from "./proxy-trust.ts";

function isTrusted(list: BlockList, address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  return list.check(address, family === 6 ? "ipv6" : "ipv4");
}

/** `::ffff:1.2.3.4` and `1.2.3.4` are one client. */
function normalise(address: string): string {
  return address.startsWith("::ffff:") && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
}

/** The TCP peer's address as @hono/node-server hands it over (absent in `app.request` tests: "unknown"). */
export function socketAddress(c: Context): string {
  const bindings = (c.env ?? {}) as { incoming?: { socket?: { remoteAddress?: string } } };
  return normalise(bindings.incoming?.socket?.remoteAddress ?? "unknown");
}

/**
 * The client's address for limits and logs: the socket's peer, or, behind trusted proxies, the last
 * address in `X-Forwarded-For` that a trusted proxy did not add. Spoofed entries to the left of it
 * are ignored, so a client cannot pick its own key.
 */
export function clientAddress(c: Context, trust: ProxyTrust): string {
  const peer = socketAddress(c);
  if (trust.kind === "none") return peer;
  const forwarded = (c.req.header("x-forwarded-for") ?? "")
    .split(",")
    .map((part) => normalise(part.trim()))
    .filter(Boolean);
  const chain = [...forwarded, peer];
  if (trust.kind === "hops") return chain[Math.max(0, chain.length - 1 - trust.hops)] ?? peer;
  for (let index = chain.length - 1; index >= 0; index -= 1) {
    const address = chain[index] ?? "";
    if (!isTrusted(trust.list, address)) return address;
  }
  return chain[0] ?? peer;
}

const parsedTrust = new WeakMap<object, ProxyTrust>();

/** `clientAddress` with the API's TRUSTED_PROXIES (parsed once per environment). */
export function requestAddress(c: Context<AppEnv>): string {
  const env = c.get("services").env;
  let trust = parsedTrust.get(env);
  if (!trust) {
    trust = parseTrustedProxies(env.TRUSTED_PROXIES);
    parsedTrust.set(env, trust);
  }
  return clientAddress(c, trust);
}
