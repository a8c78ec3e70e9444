import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { ApiError } from "../lib/errors.ts";
import type { Router } from "../lib/openapi.ts";
import { type AvatarExtension, avatarContentTypes, avatarsDir } from "../services/avatars.ts";

const fileName = /^[A-Za-z0-9-]+\.(png|jpg|webp)$/;

/** Avatars at `/public/avatars/<file>` (SPEC 7: API host + public path + the profile's avatar path). */
export function registerPublicFiles(app: Router) {
  app.get("/public/avatars/:file", async (c) => {
    const file = c.req.param("file");
    const match = fileName.exec(file);
    if (!match) throw new ApiError("NOT_FOUND");
    const extension = match[1] as AvatarExtension;
    try {
      const bytes = await readFile(join(avatarsDir(c.get("services").env.DATA_DIR), file));
      return c.body(bytes, 200, {
        "content-type": avatarContentTypes[extension],
        "cache-control": "public, max-age=86400",
        "x-content-type-options": "nosniff",
      });
    } catch {
      throw new ApiError("NOT_FOUND");
    }
  });
}
