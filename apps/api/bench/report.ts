import type { LoadResult } from "./load.ts";
import type { RouteKind } from "./routes.ts";

export interface Measured extends LoadResult {
  name: string;
  kind: RouteKind;
}

interface Verdict {
  target: string;
  pass: boolean | undefined;
}

/**
 * The targets (docs/performance.md) for one route on one database; answers that are not 2xx fail any target.
 */
export function judge(row: Measured, ratio: number, database: "pglite" | "postgres"): Verdict {
  const clean = row.non2xx === 0 && row.errors === 0;
  let target = "";
  let pass: boolean | undefined;
  if (database === "postgres" && row.kind === "dashboard") {
    target = "p99 ≤ 50 ms, ratio ≥ 0.50";
    pass = row.p99 <= 50 && ratio >= 0.5;
  } else if (database === "postgres" && row.kind === "public") {
    target = "p99 ≤ 20 ms";
    pass = row.p99 <= 20;
  } else if (database === "pglite" && (row.kind === "dashboard" || row.kind === "public")) {
    target = "ratio ≥ 0.30";
    pass = ratio >= 0.3;
  }
  if (pass === undefined) return { target: "—", pass: clean ? undefined : false };
  return { target: clean ? target : `${target}, all 2xx`, pass: pass && clean };
}

const fixed = (value: number, digits: number) => (Number.isFinite(value) ? value.toFixed(digits) : "—");

/** The results as a Markdown table (pasted as is into docs/performance.md and the issue's note). */
export function resultTable(rows: Measured[], baselineRps: number, database: "pglite" | "postgres"): string {
  const lines = [
    "| route | answers | s | req/s | p50 ms | p99 ms | non-2xx | errors | KB/answer | ratio | target | verdict |",
    "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|---|",
  ];
  let passed = 0;
  let failed = 0;
  for (const row of rows) {
    const ratio = row.rps / baselineRps;
    const { target, pass } = judge(row, ratio, database);
    if (pass === true) passed += 1;
    if (pass === false) failed += 1;
    lines.push(
      `| ${row.name} | ${row.requests} | ${fixed(row.seconds, 1)} | ${fixed(row.rps, 0)} | ${fixed(row.p50, 1)} | ` +
        `${fixed(row.p99, 1)} | ${row.non2xx > 0 ? `${row.non2xx} (${row.statuses})` : 0} | ${row.errors} | ${fixed(row.bytes / 1024, 2)} | ${fixed(ratio, 2)} | ` +
        `${target} | ${pass === undefined ? "" : pass ? "PASS" : "**FAIL**"} |`,
    );
  }
  lines.push("", `targets: ${passed} PASS, ${failed} FAIL`);
  return lines.join("\n");
}

export function countFailures(
  rows: Measured[],
  baselineRps: number,
  database: "pglite" | "postgres",
): number {
  return rows.filter((row) => judge(row, row.rps / baselineRps, database).pass === false).length;
}
