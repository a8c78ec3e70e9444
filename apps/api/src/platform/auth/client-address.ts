import { BlockList, isIP } from "node:net";
import type { Context } from "hono";
import type { AppEnv } from "../context.ts";

/**
 * Which proxies' `X-Forwarded-For` to believe (TRUSTED_PROXIES): nothing (the default: the socket's
 * address is the client), a hop count ("1": one proxy in front of us), or a list of proxy addresses
 * and CIDR ranges ("10.0.0.0/8, 127.0.0.1"). A client-set header is never believed on its own.
 */
export type ProxyTrust =
  | { kind: "none" }
  | { kind: "hops"; hops: number }
  | { kind: "list"; list: BlockList };

export function parseTrustedProxies(value: string | undefined): ProxyTrust {
  const text = value?.trim() ?? "";
  if (!text) return { kind: "none" };
  if (/^\d+$/.test(text)) return { kind: "hops", hops: Number(text) };
  const list = new BlockList();
  for (const entry of text
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [address = "", bits] = entry.split("/");
    const family = isIP(address);
    if (family === 0) throw new Error(`not an IP address or CIDR range: ${entry}`);
    const type = family === 6 ? "ipv6" : "ipv4";
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return { kind: "list", list };
}

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
