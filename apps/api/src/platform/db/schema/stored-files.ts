import { customType, integer, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt } from "./columns.ts";

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => "bytea",
});

/**
 * Uploaded files (avatars) when STORAGE=database, the default: every API process on every machine
 * reads the same bytes, with no shared disk. `key` is the file's path, e.g. `avatars/<user>-<random>.png`.
 */
export const storedFiles = pgTable("stored_files", {
  key: text("key").primaryKey(),
  contentType: text("content_type").notNull(),
  size: integer("size").notNull(),
  bytes: bytea("bytes").notNull(),
  createdAt: createdAt(),
});
