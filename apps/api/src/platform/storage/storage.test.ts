import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { createServer, type IncomingMessage, type Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { AwsV4Signer } from "aws4fetch";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { importDiskAvatars } from "../../accounts/avatars.ts";
import { createHarness, type Harness } from "../../test/harness.ts";
import { pngBytes } from "../../test/images.ts";
import { databaseStorage } from "./database.ts";
import type { FileStorage } from "./port.ts";
import { s3Storage } from "./s3.ts";

const keys = { accessKeyId: "test-access-key", secretAccessKey: "test-secret-key-0123456789" };

async function body(request: IncomingMessage): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new Uint8Array(Buffer.concat(chunks));
}

/**
 * The least S3 (path-style PUT, GET, DELETE and ListObjectsV2 with a small page size) that refuses
 * any request whose SigV4 signature it cannot recompute with the same keys: the adapter's calls are
 * checked as signed requests, not just as URLs. Not a stand-in for every S3 behaviour.
 */
async function startFakeS3() {
  const objects = new Map<string, { bytes: Uint8Array; type: string }>();
  const server: Server = createServer(async (request, response) => {
    const bytes = await body(request);
    const url = new URL(request.url ?? "/", `http://${request.headers.host}`);
    const authorization = String(request.headers.authorization ?? "");
    const signed = /SignedHeaders=([^,]+)/.exec(authorization)?.[1]?.split(";") ?? [];
    const headers = new Headers();
    for (const name of signed) if (name !== "host") headers.set(name, String(request.headers[name] ?? ""));
    const expected = await new AwsV4Signer({
      ...keys,
      method: request.method ?? "GET",
      url: url.toString(),
      headers,
      body: bytes.byteLength > 0 ? bytes : null,
      service: "s3",
      region: "test-region",
      datetime: String(request.headers["x-amz-date"] ?? ""),
    }).sign();
    if (!authorization || expected.headers.get("authorization") !== authorization) {
      response.writeHead(403).end("<Error><Code>SignatureDoesNotMatch</Code></Error>");
      return;
    }
    const [, bucket, ...rest] = url.pathname.split("/");
    const key = rest.map(decodeURIComponent).join("/");
    if (bucket !== "rimbun-files") return void response.writeHead(404).end();
    if (request.method === "PUT") {
      objects.set(key, { bytes, type: String(request.headers["content-type"]) });
      return void response.writeHead(200).end();
    }
    if (request.method === "DELETE") {
      objects.delete(key);
      return void response.writeHead(204).end();
    }
    if (!key && url.searchParams.get("list-type") === "2") {
      const prefix = url.searchParams.get("prefix") ?? "";
      const all = [...objects.keys()].filter((name) => name.startsWith(prefix)).sort();
      const start = Number(url.searchParams.get("continuation-token") ?? "0");
      const page = all.slice(start, start + 2);
      const more = start + 2 < all.length;
      const xml = `<ListBucketResult>${page.map((name) => `<Contents><Key>${name}</Key></Contents>`).join("")}<IsTruncated>${more}</IsTruncated>${more ? `<NextContinuationToken>${start + 2}</NextContinuationToken>` : ""}</ListBucketResult>`;
      return void response.writeHead(200, { "content-type": "application/xml" }).end(xml);
    }
    const object = objects.get(key);
    if (!object) return void response.writeHead(404).end("<Error><Code>NoSuchKey</Code></Error>");
    response.writeHead(200, { "content-type": object.type }).end(Buffer.from(object.bytes));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    objects,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let h: Harness;
let fake: Awaited<ReturnType<typeof startFakeS3>>;
beforeAll(async () => {
  h = await createHarness();
  fake = await startFakeS3();
});
afterAll(async () => {
  await fake.close();
  await h.close();
});

function contract(name: string, storage: () => FileStorage) {
  describe(`${name} storage`, () => {
    it("stores, reads back, replaces and deletes by prefix (one person's files only)", async () => {
      const files = storage();
      await files.put("avatars/user-a-1.png", pngBytes, "image/png");
      await files.put("avatars/user-a-2.png", pngBytes, "image/png");
      await files.put("avatars/user-a-3.png", pngBytes, "image/png");
      await files.put("avatars/user-ab-1.png", pngBytes, "image/png");
      await files.put("avatars/user_b-1.png", Uint8Array.from([1, 2, 3]), "image/webp");
      expect(await files.get("avatars/user-a-1.png")).toEqual({ bytes: pngBytes, contentType: "image/png" });
      expect(await files.get("avatars/missing.png")).toBeNull();
      await files.put("avatars/user-a-1.png", Uint8Array.from([9]), "image/jpeg");
      expect(await files.get("avatars/user-a-1.png")).toEqual({
        bytes: Uint8Array.from([9]),
        contentType: "image/jpeg",
      });
      expect(await files.deletePrefix("avatars/user-a-")).toBe(3);
      expect(await files.get("avatars/user-a-2.png")).toBeNull();
      expect(await files.get("avatars/user-ab-1.png")).not.toBeNull();
      // `_` is no wildcard: deleting `user%` or `user_` removes nothing it does not literally name.
      expect(await files.deletePrefix("avatars/user%")).toBe(0);
      expect(await files.deletePrefix("avatars/user_")).toBe(1);
      expect(await files.get("avatars/user-ab-1.png")).not.toBeNull();
    });
  });
}

contract("database", () => databaseStorage(h.db));
contract("S3-compatible", () =>
  s3Storage({ endpoint: fake.url, bucket: "rimbun-files", region: "test-region", ...keys }),
);

describe("S3-compatible storage with wrong keys", () => {
  it("fails loudly instead of pretending the file was stored", async () => {
    const wrong = s3Storage({
      endpoint: fake.url,
      bucket: "rimbun-files",
      region: "test-region",
      accessKeyId: keys.accessKeyId,
      secretAccessKey: "not-the-secret",
    });
    await expect(wrong.put("avatars/x.png", pngBytes, "image/png")).rejects.toThrow(/S3 put failed: 403/);
    expect(fake.objects.has("avatars/x.png")).toBe(false);
  });
});

describe("avatars stored on disk by older versions", () => {
  it("are copied from DATA_DIR/avatars into the storage once, under their old paths", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "rimbun-avatars-"));
    mkdirSync(join(dataDir, "avatars"));
    writeFileSync(join(dataDir, "avatars", "old-user-0123456789ab.png"), pngBytes);
    writeFileSync(join(dataDir, "avatars", "not-an-image.png"), "<svg onload=alert(1)>");
    writeFileSync(join(dataDir, "avatars", "notes.txt"), "x");
    const files = databaseStorage(h.db);
    expect(await importDiskAvatars(files, dataDir)).toBe(1);
    expect(await files.get("avatars/old-user-0123456789ab.png")).toEqual({
      bytes: pngBytes,
      contentType: "image/png",
    });
    expect(await files.get("avatars/not-an-image.png")).toBeNull();
    const served = await h.request("GET", "/public/avatars/old-user-0123456789ab.png");
    expect(served.status).toBe(200);
    // The folder is set aside: the next start imports nothing.
    expect(await importDiskAvatars(files, dataDir)).toBe(0);
  });
});
