import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";

/** Tests that start the API's real entries (`src/server.ts`, `src/worker.ts`) as child processes. */
const apiRoot = fileURLToPath(new URL("../..", import.meta.url));

/** The database `name` on the server of `base` (a PostgreSQL URL). */
export function databaseUrl(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return typeof address === "object" && address ? address.port : 0;
}

export async function until<T>(
  what: string,
  probe: () => Promise<T | null | undefined | false>,
  ms = 30_000,
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export interface StartedProcess {
  child: ChildProcess;
  output(): string;
  /** Resolves once the process printed `readyLine`; rejects if it exits first. */
  ready: Promise<void>;
  /** SIGTERM, then the exit code (the graceful drain). */
  stop(): Promise<number | null>;
}

/**
 * Node itself with tsx as its loader (not the tsx wrapper, whose child would outlive a kill), with
 * only the variables given (plus PATH and HOME): nothing of the test's own environment leaks in.
 */
export function startEntry(
  entry: "src/server.ts" | "src/worker.ts",
  env: Record<string, string>,
): StartedProcess {
  const child = spawn(process.execPath, ["--import", "tsx", entry], {
    cwd: apiRoot,
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const readyLine = entry === "src/server.ts" ? "Rimbun API on" : "Rimbun worker running";
  const ready: Promise<void> = until(
    `${entry} to start`,
    async () => {
      if (child.exitCode !== null) throw new Error(`${entry} exited before it was ready: ${output}`);
      return output.includes(readyLine);
    },
    // Three tsx processes compiling at once on a busy two-core machine can take minutes.
    180_000,
  ).then(() => undefined);
  ready.catch(() => {});
  return {
    child,
    output: () => output,
    ready,
    async stop() {
      if (child.exitCode !== null) return child.exitCode;
      child.kill("SIGTERM");
      return exited;
    },
  };
}
