import { customType, index, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { createdAt, id } from "./columns.ts";
import { users } from "./users.ts";

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => "bytea",
});

export const imageFormats = ["avif", "webp"] as const;

/**
 * An uploaded picture (campaign covers, update photos). The original is not kept: sharp re-encodes it
 * into a few widths in AVIF and WebP (`image_variants`), stored in the database so every API process
 * serves the same bytes without a shared disk.
 */
export const images = pgTable("images", {
  id: id(),
  /** Size of the largest variant (the original's size when it was narrower than the widest step). */
  width: integer("width").notNull(),
  height: integer("height").notNull(),
  uploadedBy: text("uploaded_by").references(() => users.id),
  createdAt: createdAt(),
});

export const imageVariants = pgTable(
  "image_variants",
  {
    imageId: text("image_id")
      .notNull()
      .references(() => images.id, { onDelete: "cascade" }),
    width: integer("width").notNull(),
    format: text("format", { enum: imageFormats }).notNull(),
    bytes: bytea("bytes").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.imageId, table.width, table.format] }),
    index("image_variants_image_idx").on(table.imageId),
  ],
);
