import { createHash } from "node:crypto";
import { deflateSync, gzipSync } from "node:zlib";
import type { Context, MiddlewareHandler } from "hono";

/**
 * HTTP caching of the API's answers (docs/decisions/public-figures.md). Every answer is personal until a
 * route says otherwise: without a `Cache-Control` of its own it leaves as `private, no-store`. A route whose
 * answer every visitor gets the same calls `cachePublicly` once it has its data (never before: an error
 * thrown afterwards would carry the header); such a JSON answer then gets a strong ETag of its bytes and a
 * 304 when `If-None-Match` names it. A public answer that sets a cookie, or an error, is made private.
 */

export const PRIVATE_NO_STORE = "private, no-store";

/** Browsers and shared caches may keep the answer `maxAge` s, then show it `stale` s more while they ask again. */
export function cachePublicly(c: Context, maxAge: number, stale: number): void {
  c.header("cache-control", `public, max-age=${maxAge}, stale-while-revalidate=${stale}`);
}

const publicPolicy = /(?:^|,)\s*public\s*(?:,|$)/i;

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

/** Below this many bytes an answer fits a packet or two: compressing it saves nothing worth its CPU. */
export const COMPRESS_THRESHOLD = 1024;
const noTransform = /(?:^|,)\s*no-transform\s*(?:,|$)/i;

/** gzip, else deflate, when the reader accepts it (`q=0` refuses); null for neither. */
export function chooseEncoding(acceptEncoding: string | undefined): "gzip" | "deflate" | null {
  if (!acceptEncoding) return null;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((param) => param.trim()).find((param) => param.startsWith("q="));
    accepted.set(name.trim(), q ? Number(q.slice(2)) || 0 : 1);
  }
  const weight = (name: string) => accepted.get(name) ?? accepted.get("*") ?? 0;
  if (weight("gzip") > 0 && weight("gzip") >= weight("deflate")) return "gzip";
  return weight("deflate") > 0 ? "deflate" : null;
}

/** Compressed public answers by ETag and encoding: a burst of readers compresses each answer once. */
const compressedCopies = new Map<string, Buffer>();
const MAX_COMPRESSED_COPIES = 64;

function compressed(text: string, encoding: "gzip" | "deflate", etag: string | null): Buffer {
  const key = etag ? `${encoding}:${etag}` : null;
  const kept = key ? compressedCopies.get(key) : undefined;
  if (kept) return kept;
  const bytes = encoding === "gzip" ? gzipSync(text) : deflateSync(text);
  if (key) {
    if (compressedCopies.size >= MAX_COMPRESSED_COPIES) compressedCopies.clear();
    compressedCopies.set(key, bytes);
  }
  return bytes;
}

/**
 * A JSON answer's last step, done where its text is still a string (docs/performance.md): a public 200 gets
 * its strong ETag (a 304 when `If-None-Match` names it); an answer over the threshold is compressed at once
 * for a reader that accepts gzip or deflate (a compressed copy's ETag is weak); every answer gets its
 * Content-Length, which tells hono/compress (kept for streamed and other answers) to leave it alone. No
 * stream, no second copy of the body: most of the API's answers are small JSON.
 */
function encodeJson(c: Context, text: string, response: Response): Response {
  const headers = response.headers;
  // c.body gives a string the text/plain default; a JSON type the caller chose (problem+json) stays.
  if (!/json/i.test(headers.get("content-type") ?? "")) headers.set("content-type", "application/json");
  const policy = headers.get("cache-control");
  const shared =
    policy !== null &&
    publicPolicy.test(policy) &&
    response.status === 200 &&
    (c.req.method === "GET" || c.req.method === "HEAD") &&
    !headers.has("set-cookie");
  const etag = shared ? `"${createHash("sha1").update(text).digest("base64url")}"` : null;
  if (etag) {
    headers.set("etag", etag);
    addVary(headers, "Accept-Encoding");
    if (ifNoneMatchNames(c.req.header("if-none-match"), etag)) {
      for (const name of bodyHeaders) headers.delete(name);
      return new Response(null, { status: 304, headers });
    }
  }
  const length = Buffer.byteLength(text);
  const encoding =
    length >= COMPRESS_THRESHOLD && !noTransform.test(policy ?? "")
      ? chooseEncoding(c.req.header("accept-encoding"))
      : null;
  if (length >= COMPRESS_THRESHOLD) addVary(headers, "Accept-Encoding");
  if (!encoding) {
    headers.set("content-length", String(length));
    return response;
  }
  const body = compressed(text, encoding, etag);
  headers.set("content-encoding", encoding);
  headers.set("content-length", String(body.byteLength));
  if (etag) headers.set("etag", `W/${etag}`);
  return new Response(body as Uint8Array<ArrayBuffer>, { status: response.status, headers });
}

export const httpCaching: MiddlewareHandler = async (c, next) => {
  // Every JSON answer of this request (the route's, onError's, notFound's) passes through encodeJson.
  c.json = ((object: unknown, ...rest: unknown[]) => {
    const text = JSON.stringify(object);
    return encodeJson(c, text, (c.body as (...args: unknown[]) => Response)(text, ...rest));
  }) as typeof c.json;
  await next();
  const headers = c.res.headers;
  const policy = headers.get("cache-control");
  const shared = policy !== null && publicPolicy.test(policy);
  if (!policy || (shared && (c.res.status >= 400 || headers.has("set-cookie")))) {
    headers.set("cache-control", PRIVATE_NO_STORE);
    headers.delete("etag");
  }
};
