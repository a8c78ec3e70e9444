import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { createXenditClient, XenditError } from "./client.ts";

/** A server that drops the connection of the first `drops` requests without answering, then answers. */
async function droppingServer(drops: number): Promise<{ url: string; seen: () => number; server: Server }> {
  let seen = 0;
  const server = createServer((request, response) => {
    seen += 1;
    request.resume();
    if (seen <= drops) {
      request.socket.destroy();
      return;
    }
    response.writeHead(200, { "content-type": "application/json" });
    response.end(JSON.stringify({ id: "inv_1", invoice_url: "http://pay.test/inv_1", status: "PENDING" }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, seen: () => seen, server };
}

describe("a connection dropped before Xendit answers", () => {
  let server: Server | undefined;
  afterEach(() => server?.close());

  const invoice = { external_id: "d-1", amount: 50_000 };

  it("is asked once more when the request carries an idempotency key", async () => {
    const fake = await droppingServer(1);
    server = fake.server;
    const client = createXenditClient({ secretKey: "xnd_test", baseUrl: fake.url });
    const answer = await client.createInvoice(invoice, "invoice:d-1");
    expect(answer.id).toBe("inv_1");
    expect(fake.seen()).toBe(2);
  });

  it("is a network error, asked once, when repeating could make a second object", async () => {
    const fake = await droppingServer(1);
    server = fake.server;
    const client = createXenditClient({ secretKey: "xnd_test", baseUrl: fake.url });
    const failure = await client.createInvoice(invoice).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(XenditError);
    expect((failure as XenditError).kind).toBe("network");
    expect(fake.seen()).toBe(1);
  });

  it("is asked at most twice", async () => {
    const fake = await droppingServer(5);
    server = fake.server;
    const client = createXenditClient({ secretKey: "xnd_test", baseUrl: fake.url });
    await expect(client.getInvoice("inv_1")).rejects.toBeInstanceOf(XenditError);
    expect(fake.seen()).toBe(2);
  });
});
