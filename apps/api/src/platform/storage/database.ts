import { eq, like } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { storedFiles } from "../db/schema/index.ts";
import type { FileStorage } from "./port.ts";

/** `%`, `_` and `\` in a prefix match themselves, not LIKE's wildcards. */
function likePrefix(prefix: string): string {
  return `${prefix.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

export function databaseStorage(db: Database): FileStorage {
  return {
    kind: "database",
    async put(key, bytes, contentType) {
      const row = { key, contentType, size: bytes.byteLength, bytes };
      await db
        .insert(storedFiles)
        .values(row)
        .onConflictDoUpdate({ target: storedFiles.key, set: { contentType, size: row.size, bytes } });
    },
    async get(key) {
      const [row] = await db
        .select({ bytes: storedFiles.bytes, contentType: storedFiles.contentType })
        .from(storedFiles)
        .where(eq(storedFiles.key, key))
        .limit(1);
      return row ? { bytes: new Uint8Array(row.bytes), contentType: row.contentType } : null;
    },
    async deletePrefix(prefix) {
      const deleted = await db
        .delete(storedFiles)
        .where(like(storedFiles.key, likePrefix(prefix)))
        .returning({ key: storedFiles.key });
      return deleted.length;
    },
  };
}
