import { BlockList, isIP } from "node:net";

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
