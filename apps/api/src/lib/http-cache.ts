import { createHash } from "node:crypto";
import type { Context, MiddlewareHandler } from "hono";

/**
 * HTTP caching of the API's answers (issue 13). Every answer is personal until a route says otherwise:
 * without a `Cache-Control` of its own it leaves as `private, no-store`. A route whose answer every
 * visitor gets the same calls `cachePublicly` once it has its data (never before: an error thrown
 * afterwards would carry the header); such a JSON answer then gets a strong ETag of its bytes and a 304
 * when `If-None-Match` names it. A public answer that sets a cookie, or an error, is made private.
 */

export const PRIVATE_NO_STORE = "private, no-store";

/** Browsers and shared caches may keep the answer `maxAge` s, then show it `stale` s more while they ask again. */
export function cachePublicly(c: Context, maxAge: number, stale: number): void {
  c.header("cache-control", `public, max-age=${maxAge}, stale-while-revalidate=${stale}`);
}

const publicPolicy = /(?:^|,)\s*public\s*(?:,|$)/i;
const jsonType = /^application\/json\b/i;

/** Adds a name to `Vary` unless it (or `*`) is there already. */
function addVary(headers: Headers, name: string): void {
  const current = headers.get("vary");
  if (!current) {
    headers.set("vary", name);
    return;
  }
  const names = current.split(",").map((part) => part.trim().toLowerCase());
  if (names.includes("*") || names.includes(name.toLowerCase())) return;
  headers.set("vary", `${current}, ${name}`);
}

/** One member of an `If-None-Match` list: an entity tag (or nothing, lists may hold empty members). */
const listMember = /[ \t]*((?:W\/)?"[\x21\x23-\x7e\x80-\xff]*")?[ \t]*(?:,|$)/y;

/**
 * Weak comparison (RFC 9110 13.1.2): `W/"x"` from a compressed copy names the same answer as `"x"`.
 * A header that is not a list of well-formed entity tags names nothing.
 */
export function ifNoneMatchNames(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  const opaque = etag.replace(/^W\//, "");
  const tags: string[] = [];
  listMember.lastIndex = 0;
  while (listMember.lastIndex < header.length) {
    const start = listMember.lastIndex;
    const member = listMember.exec(header);
    if (!member || listMember.lastIndex === start) return false;
    if (member[1]) tags.push(member[1].replace(/^W\//, ""));
  }
  return tags.includes(opaque);
}

/** Headers a 304 must not carry: it has no body. */
const bodyHeaders = ["content-type", "content-length", "content-encoding"];

export const httpCaching: MiddlewareHandler = async (c, next) => {
  await next();
  const headers = c.res.headers;
  const policy = headers.get("cache-control");
  const shared = policy !== null && publicPolicy.test(policy);
  if (!policy || (shared && (c.res.status >= 400 || headers.has("set-cookie"))))
    headers.set("cache-control", PRIVATE_NO_STORE);
  if (!jsonType.test(headers.get("content-type") ?? "") || !c.res.body) return;
  // A JSON answer is a string in memory already (c.json): reading it costs little and gives it a length,
  // which is what lets the compression skip answers too small to gain anything.
  const bytes = new Uint8Array(await c.res.arrayBuffer());
  const cacheable =
    shared &&
    (c.req.method === "GET" || c.req.method === "HEAD") &&
    c.res.status === 200 &&
    !headers.has("set-cookie");
  const etag = cacheable ? `"${createHash("sha1").update(bytes).digest("base64url")}"` : null;
  if (etag && ifNoneMatchNames(c.req.header("if-none-match"), etag)) {
    c.res = new Response(null, { status: 304 });
    for (const name of bodyHeaders) c.res.headers.delete(name);
  } else {
    c.res = new Response(bytes, c.res);
    c.res.headers.set("content-length", String(bytes.byteLength));
  }
  if (!etag) return;
  c.res.headers.set("etag", etag);
  addVary(c.res.headers, "Accept-Encoding");
};
