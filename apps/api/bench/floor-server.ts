// The least a donation's creation can cost on this stack, as a process of its own
// (docs/performance.md#the-floor): the same HTTP server (@hono/node-server), driver (pg, a pool of 24) and
// Xendit client as the API, but none of its middleware, validation or queries. `POST /floor` reads the
// multipart form, sends the five statements the API's creation is held to (a throttle, the idempotency
// claim, the donation, its charge, the idempotency answer) and asks the provider for an invoice once.
// Nothing here is part of the product.
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import pg from "pg";
import { createXenditClient } from "../src/payments/xendit/client.ts";

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 24 });
const xendit = createXenditClient({
  secretKey: process.env.XENDIT_SECRET_KEY ?? "",
  baseUrl: process.env.XENDIT_BASE_URL,
});

await pool.query(`
  create table if not exists floor_limits (key text primary key, hits int not null);
  create table if not exists floor_keys (key text primary key, answer text);
  create table if not exists floor_rows (id uuid primary key, email text not null, amount int not null, pg_id text)`);

const app = new Hono();
app.get("/ready", (c) => c.text("ready"));
app.get("/health", (c) => c.json({ status: "ok" }));
app.post("/floor", async (c) => {
  const form = await c.req.formData();
  const email = String(form.get("email"));
  const amount = Number(form.get("amount"));
  const key = c.req.header("idempotency-key") ?? crypto.randomUUID();
  const id = crypto.randomUUID();
  await pool.query(
    "insert into floor_limits (key, hits) values ($1, 1) on conflict (key) do update set hits = floor_limits.hits + 1",
    [email],
  );
  await pool.query("insert into floor_keys (key) values ($1) on conflict do nothing", [key]);
  await pool.query("insert into floor_rows (id, email, amount) values ($1, $2, $3)", [id, email, amount]);
  const invoice = await xendit.createInvoice({
    external_id: id,
    amount,
    payer_email: email,
    currency: "IDR",
  });
  await pool.query("update floor_rows set pg_id = $2 where id = $1", [id, invoice.id]);
  const answer = JSON.stringify({ pg_id: invoice.id, invoice_url: invoice.invoice_url });
  await pool.query("update floor_keys set answer = $2 where key = $1", [key, answer]);
  return c.body(answer, 200, { "content-type": "application/json" });
});

const server = serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: "127.0.0.1" });
process.on("SIGTERM", () => {
  server.close();
  void pool.end().then(() => process.exit(0));
});
