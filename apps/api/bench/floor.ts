// `pnpm bench:jobs --scenario floor [--donors 600] [--connections 128] [--provider-ms 150]`: the ceiling
// of the spike's creation ratio on this machine (docs/performance.md#the-floor). The same crowd and the
// same client loop as the spike, against bench/floor-server.ts: the API's HTTP server, driver and Xendit
// client with nothing of the product in between. Its creation over its own /health is the best ratio any
// creation holding that many round trips can reach here.
import { randomBytes } from "node:crypto";
import { loadavg } from "node:os";
import { startFakeXendit } from "../src/test/fake-xendit/server.ts";
import { fakeXenditKeys } from "../src/test/xendit.ts";
import { runBatch } from "./batch.ts";
import { createBenchDatabase } from "./database.ts";
import { type BenchServer, startFloorServer } from "./server.ts";
import { creationRequests, line, measuredBatch, trivial } from "./spike.ts";

export interface FloorOptions {
  donors: number;
  connections: number;
  providerMs: number;
  postgresUrl: string;
}

export async function benchFloor(options: FloorOptions): Promise<void> {
  const target = await createBenchDatabase("postgres", options.postgresUrl);
  const xendit = await startFakeXendit({ ...fakeXenditKeys, answerDelayMs: options.providerMs });
  let server: BenchServer | undefined;
  try {
    server = await startFloorServer(target, {
      XENDIT_SECRET_KEY: fakeXenditKeys.secretKey,
      XENDIT_BASE_URL: xendit.url,
    });
    const run = randomBytes(4).toString("hex");
    const floor = (name: string, count: number) =>
      creationRequests(name, count).map((request) => ({ ...request, path: "/floor" }));
    await runBatch(server.base, trivial(200), options.connections);
    await runBatch(server.base, floor(`warm${run}`, 50), options.connections);
    const count = Math.max(2000, options.donors * 4);
    const before = await measuredBatch(server, trivial(count), options.connections);
    const created = await measuredBatch(server, floor(run, options.donors), options.connections);
    const after = await measuredBatch(server, trivial(count), options.connections);
    const mean = (before.rps + after.rps) / 2;
    console.log(
      [
        `Rimbun floor bench, ${new Date().toISOString()}; ${target.label}; Xendit's fake answers in ${options.providerMs} ms; ${options.connections} clients at once`,
        line("bare /health, first", before),
        line("floor creation (form, 5 statements, 1 provider call)", created, created.rps / mean),
        line("bare /health, again", after),
        `ratio: req/s over the bare /health's mean (${mean.toFixed(0)} req/s)`,
        `load average after: ${loadavg()
          .map((n) => n.toFixed(2))
          .join(" ")}`,
      ].join("\n"),
    );
  } finally {
    await server?.stop();
    await xendit.close();
    await target.dispose();
  }
}
