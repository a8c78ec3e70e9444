import { readFileSync } from "node:fs";

/** Clock ticks a second of /proc's utime and stime (USER_HZ, 100 on every Linux the bench runs on). */
const ticksPerSecond = 100;

/**
 * The CPU time (user + system, ms) a process has used so far, from /proc/<pid>/stat; null where there is
 * no /proc (not Linux) or the process is gone. Unlike req/s it hardly moves with other work on the
 * machine, so it shows what a request costs the API even on a busy machine (docs/performance.md#spike).
 */
export function processCpuMs(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // Fields after the command name (which may hold spaces), in parentheses: state is the 3rd field,
    // utime and stime the 14th and 15th.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
  } catch {
    return null;
  }
}

/** Runs `work` and answers its result with the CPU ms `pid` used meanwhile (null without /proc). */
export async function withProcessCpu<T>(pid: number, work: () => Promise<T>): Promise<[T, number | null]> {
  const before = processCpuMs(pid);
  const result = await work();
  const after = processCpuMs(pid);
  return [result, before === null || after === null ? null : after - before];
}
