import { readFileSync } from "node:fs";
import type { Env } from "../env.ts";

/**
 * The clock of a process started by a multi-process test: real time plus the offset (milliseconds)
 * written in TEST_CLOCK_FILE, read on every call so every process moves when the test writes the file.
 * Exists only when NODE_ENV=test (env.ts refuses the variable elsewhere, and this checks again):
 * production always reads the real clock.
 */
export function testClock(env: Pick<Env, "NODE_ENV" | "TEST_CLOCK_FILE">): (() => Date) | undefined {
  const file = env.TEST_CLOCK_FILE;
  if (!file || env.NODE_ENV !== "test") return undefined;
  return () => {
    const offset = Number(readFileSync(file, "utf8").trim() || "0");
    return new Date(Date.now() + (Number.isFinite(offset) ? offset : 0));
  };
}
