import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness } from "../../test/harness.ts";
import { createPayment, deliverWebhook, donationForm } from "../../test/payments.ts";

/* Compressed answers: JSON and text over 1 KB for a client that accepts gzip, nothing else. */

let h: Harness;
let staff: string;

beforeAll(async () => {
  h = await createHarness();
  await h.createUser({ email: "officer@example.test", role: "staff" });
  staff = await h.login("officer@example.test");
  for (let i = 0; i < 3; i += 1) {
    const payment = await createPayment(h, "single", donationForm({ email: `gz${i}@example.test` }));
    await deliverWebhook(h, { event_id: `evt-gz-${i}`, pg_id: payment.pg_id, outcome: "paid" });
  }
});
afterAll(() => h.close());

const gzip = { "accept-encoding": "gzip, deflate, br" };

async function gunzip(response: Response): Promise<Uint8Array> {
  const body = response.body;
  if (!body) throw new Error("no body");
  return new Uint8Array(await new Response(body.pipeThrough(new DecompressionStream("gzip"))).arrayBuffer());
}

describe("compression", () => {
  it("a gzip-accepting reader gets the landing's JSON gzipped, the same bytes once inflated", async () => {
    const plain = await h.request("GET", "/v1/site/campaigns");
    const plainBytes = new Uint8Array(await plain.arrayBuffer());
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(Number(plain.headers.get("content-length"))).toBe(plainBytes.byteLength);
    const zipped = await h.request("GET", "/v1/site/campaigns", { headers: gzip });
    expect(zipped.headers.get("content-encoding")).toBe("gzip");
    const zippedBytes = new Uint8Array(await zipped.clone().arrayBuffer());
    expect(Number(zipped.headers.get("content-length"))).toBe(zippedBytes.byteLength);
    expect(zipped.headers.get("vary")).toMatch(/accept-encoding/i);
    // The ETag of a compressed copy is weak; it still revalidates.
    const etag = zipped.headers.get("etag") ?? "";
    expect(etag).toBe(`W/${plain.headers.get("etag")}`);
    expect(await gunzip(zipped)).toEqual(plainBytes);
    const revalidated = await h.request("GET", "/v1/site/campaigns", {
      headers: { ...gzip, "if-none-match": etag },
    });
    expect(revalidated.status).toBe(304);
  });

  it("personal JSON is compressed too, and an answer under 1 KB is not", async () => {
    const list = await h.request("GET", "/v1/admin/campaigns", { cookie: staff, headers: gzip });
    expect(list.headers.get("content-encoding")).toBe("gzip");
    expect(list.headers.get("cache-control")).toBe("private, no-store");
    const small = await h.request("GET", "/health", { headers: gzip });
    expect(small.headers.get("content-encoding")).toBeNull();
    // Both kept their JSON type through the encoding step (a string body would otherwise be text/plain).
    expect(small.headers.get("content-type")).toMatch(/^application\/json/);
    expect(list.headers.get("content-type")).toMatch(/^application\/json/);
    expect(await small.json()).toMatchObject({ result: "ok" });
  });

  it("deflate when that is all the reader takes; nothing without Accept-Encoding", async () => {
    const deflated = await h.request("GET", "/v1/site/campaigns", {
      headers: { "accept-encoding": "deflate" },
    });
    expect(deflated.headers.get("content-encoding")).toBe("deflate");
    const none = await h.request("GET", "/v1/site/campaigns", { headers: { "accept-encoding": "identity" } });
    expect(none.headers.get("content-encoding")).toBeNull();
  });

  it("the streamed CSV export arrives whole through gzip; the XLSX (a zip already) is left alone", async () => {
    const path = "/v1/admin/reports/export?dataset=donations&format=csv";
    const plain = new Uint8Array(await (await h.request("GET", path, { cookie: staff })).arrayBuffer());
    const zipped = await h.request("GET", path, { cookie: staff, headers: gzip });
    expect(zipped.status).toBe(200);
    expect(zipped.headers.get("content-encoding")).toBe("gzip");
    expect(zipped.headers.get("content-disposition")).toMatch(/attachment/);
    expect(zipped.headers.get("cache-control")).toBe("no-store");
    expect(await gunzip(zipped)).toEqual(plain);
    expect(new TextDecoder().decode(plain).trim().split("\r\n").length).toBeGreaterThanOrEqual(4);
    const xlsx = await h.request("GET", "/v1/admin/reports/export?dataset=donations&format=xlsx", {
      cookie: staff,
      headers: gzip,
    });
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers.get("content-encoding")).toBeNull();
    const bytes = new Uint8Array(await xlsx.arrayBuffer());
    expect(String.fromCharCode(bytes[0] ?? 0, bytes[1] ?? 0)).toBe("PK");
  });
});
