import { AwsClient } from "aws4fetch";
import type { FileStorage } from "./port.ts";

export interface S3Options {
  /** The service's base URL, e.g. `https://s3.eu-central-1.amazonaws.com` or a MinIO/R2 endpoint. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/** Object keys are our own paths; each segment is encoded, the slashes kept. */
function encodeKey(key: string): string {
  return key.split("/").map(encodeURIComponent).join("/");
}

function decodeXml(text: string): string {
  return text
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, "&");
}

async function failure(action: string, response: Response): Promise<Error> {
  const body = (await response.text()).slice(0, 200);
  return new Error(`S3 ${action} failed: ${response.status} ${body}`);
}

/**
 * S3-compatible storage (AWS S3, Cloudflare R2, MinIO, Backblaze B2...) with path-style URLs
 * (`<endpoint>/<bucket>/<key>`), which every one of them accepts. Requests are signed with SigV4 by
 * aws4fetch; a failed call throws (the upload answers 500 and stores nothing in the profile).
 */
export function s3Storage(options: S3Options): FileStorage {
  const client = new AwsClient({
    accessKeyId: options.accessKeyId,
    secretAccessKey: options.secretAccessKey,
    service: "s3",
    region: options.region,
    retries: 2,
  });
  const base = `${options.endpoint.replace(/\/+$/, "")}/${encodeURIComponent(options.bucket)}`;
  const objectUrl = (key: string) => `${base}/${encodeKey(key)}`;

  async function listKeys(prefix: string): Promise<string[]> {
    const keys: string[] = [];
    let token: string | null = null;
    do {
      const query = new URLSearchParams({ "list-type": "2", prefix });
      if (token) query.set("continuation-token", token);
      const response = await client.fetch(`${base}?${query}`);
      if (!response.ok) throw await failure("list", response);
      const xml = await response.text();
      for (const match of xml.matchAll(/<Key>([^<]*)<\/Key>/g)) keys.push(decodeXml(match[1] ?? ""));
      const truncated = /<IsTruncated>true<\/IsTruncated>/.test(xml);
      token = truncated ? decodeXml(/<NextContinuationToken>([^<]*)</.exec(xml)?.[1] ?? "") || null : null;
    } while (token);
    return keys;
  }

  return {
    kind: "s3",
    async put(key, bytes, contentType) {
      const response = await client.fetch(objectUrl(key), {
        method: "PUT",
        headers: { "content-type": contentType },
        // A copy typed over a plain ArrayBuffer: the DOM's BodyInit (the e2e package's lib) refuses
        // a Uint8Array that may view a SharedArrayBuffer.
        body: new Uint8Array(bytes),
      });
      if (!response.ok) throw await failure("put", response);
    },
    async get(key) {
      const response = await client.fetch(objectUrl(key));
      if (response.status === 404) return null;
      if (!response.ok) throw await failure("get", response);
      return {
        bytes: new Uint8Array(await response.arrayBuffer()),
        contentType: response.headers.get("content-type") ?? "application/octet-stream",
      };
    },
    async deletePrefix(prefix) {
      const keys = await listKeys(prefix);
      for (const key of keys) {
        const response = await client.fetch(objectUrl(key), { method: "DELETE" });
        if (!response.ok && response.status !== 404) throw await failure("delete", response);
      }
      return keys.length;
    },
  };
}
