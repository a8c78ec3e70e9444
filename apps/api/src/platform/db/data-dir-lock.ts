import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from "node:fs";
import { join } from "node:path";

export class DataDirLockedError extends Error {}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else, so it is running.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * One writer per embedded database: PGlite has no server to arbitrate, and two processes on one folder
 * silently lose each other's writes. The lock file holds the owner's pid; a lock whose process is gone
 * (killed, crashed) is taken over. Returns the release function.
 */
export function lockDataDir(folder: string): () => void {
  const path = join(folder, "api.lock");
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(path, "wx");
      writeSync(fd, String(process.pid));
      closeSync(fd);
      const release = () => {
        try {
          if (readFileSync(path, "utf8").trim() === String(process.pid)) unlinkSync(path);
        } catch {
          // Already gone: nothing to release.
        }
      };
      process.once("exit", release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = Number(readFileSync(path, "utf8").trim());
      if (Number.isInteger(holder) && holder > 0 && isRunning(holder)) {
        throw new DataDirLockedError(
          `Another API process (pid ${holder}) is using the embedded database in ${folder}; stop it first, or set DATABASE_URL to run several processes on PostgreSQL.`,
        );
      }
      unlinkSync(path);
    }
  }
  throw new DataDirLockedError(`Could not lock ${path}; another process keeps taking it.`);
}
