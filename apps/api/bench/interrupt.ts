import { readFileSync } from "node:fs";

/** The processes above this one (Linux /proc; empty elsewhere), nearest first, without init. */
function ancestors(): number[] {
  const found: number[] = [];
  let pid = process.ppid;
  try {
    while (pid > 1 && found.length < 16) {
      found.push(pid);
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      // "pid (name) state ppid ...": the name may hold spaces, so read after its closing parenthesis.
      pid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
    }
  } catch {
    // no /proc, or an ancestor already gone: watch what was found
  }
  return found;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Calls `stop` once on SIGINT, SIGTERM or SIGHUP, and also when a process that started this one ends
 * first: `pnpm bench:api` (pnpm 12.21, a nested `pnpm --filter` run) exits on Ctrl-C without passing
 * it on to the script, which runs in a process group of its own; the bench, its API process and its
 * PostgreSQL database would otherwise be left behind.
 */
export function onInterrupt(stop: (why: string) => void): void {
  let stopped = false;
  const once = (why: string) => {
    if (stopped) return;
    stopped = true;
    stop(why);
  };
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) process.on(signal, () => once(signal));
  const watched = ancestors();
  const timer = setInterval(() => {
    const gone = watched.find((pid) => !alive(pid));
    if (gone !== undefined) once(`the command that started the bench (pid ${gone}) ended`);
  }, 1000);
  timer.unref();
}
