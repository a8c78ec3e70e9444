import { parseArgs } from "node:util";

export interface BenchOptions {
  database: "pglite" | "postgres";
  /** The PostgreSQL server's maintenance database: the bench creates and drops its own database there. */
  postgresUrl: string;
  donations: number;
  connections: number;
  /** Seconds of load per route before it is measured; its answers are thrown away. */
  warmup: number;
  /** A route is measured for at least this many seconds and at least `requests` answers... */
  duration: number;
  requests: number;
  /** ...but never longer than this (a slow route then rests on fewer answers, which the table shows). */
  maxDuration: number;
  /** Only routes whose name contains one of these (comma-separated); every route when empty. */
  only: string[];
  /** Exit 1 when a route misses its target (otherwise the verdicts are printed and the exit code is 0). */
  strict: boolean;
  /** Leave the seeded database (PostgreSQL) or data folder (PGlite) in place and print it (for `--reuse`). */
  keep: boolean;
  /** What a `--keep` run seeded (a PostgreSQL URL or a PGlite data folder): measured as it is, not seeded, not removed. */
  reuse: string | undefined;
  /** A folder for the API process's CPU profile (`.cpuprofile`, written when the bench stops it). */
  profile: string | undefined;
}

const usage = `usage: pnpm bench:api [--database pglite|postgres] [--donations N] [--connections N]
  [--warmup S] [--duration S] [--requests N] [--max-duration S] [--only name,name] [--strict]
  [--postgres-url postgres://postgres@127.0.0.1:5432/postgres]`;

function positive(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const parsed = Number(value.replaceAll("_", "").replaceAll(",", ""));
  if (!Number.isFinite(parsed) || parsed < 0) throw new Error(`--${name} must be a number (${usage})`);
  return parsed;
}

/** Command-line options; BENCH_DONATIONS still sets the default number of donations. */
export function readOptions(argv: string[]): BenchOptions {
  const { values } = parseArgs({
    // pnpm passes a lone "--" through when the caller separates its own options with it.
    args: argv.filter((arg) => arg !== "--"),
    options: {
      database: { type: "string", default: "pglite" },
      "postgres-url": { type: "string" },
      donations: { type: "string" },
      connections: { type: "string" },
      warmup: { type: "string" },
      duration: { type: "string" },
      requests: { type: "string" },
      "max-duration": { type: "string" },
      only: { type: "string" },
      strict: { type: "boolean", default: false },
      keep: { type: "boolean", default: false },
      reuse: { type: "string" },
      profile: { type: "string" },
      help: { type: "boolean", default: false },
    },
  });
  if (values.help) {
    console.log(usage);
    process.exit(0);
  }
  if (values.reuse) values.database = values.reuse.startsWith("postgres") ? "postgres" : "pglite";
  if (values.database !== "pglite" && values.database !== "postgres") {
    throw new Error(`--database must be pglite or postgres (${usage})`);
  }
  return {
    database: values.database,
    postgresUrl:
      values["postgres-url"] ??
      process.env.BENCH_POSTGRES_URL ??
      "postgres://postgres@127.0.0.1:5432/postgres",
    donations: positive("donations", values.donations ?? process.env.BENCH_DONATIONS, 1_000_000),
    connections: positive("connections", values.connections, 16),
    warmup: positive("warmup", values.warmup, 3),
    duration: positive("duration", values.duration, 10),
    requests: positive("requests", values.requests, 2_000),
    maxDuration: positive("max-duration", values["max-duration"], 60),
    only: (values.only ?? "")
      .split(",")
      .map((part) => part.trim())
      .filter(Boolean),
    strict: values.strict,
    keep: values.keep,
    reuse: values.reuse,
    profile: values.profile,
  };
}
