import { readAvatar } from "../../../accounts/avatars.ts";
import { access } from "../../http/access.ts";
import { ApiError } from "../../http/errors.ts";
import type { Router } from "../../http/openapi.ts";

/**
 * Avatars at `/public/avatars/<file>` (API host + public path + the profile's avatar path),
 * read from the file storage, so every API process serves every avatar. Only names shaped like an
 * avatar's reach the storage, and only under `avatars/`.
 */
export function registerPublicFiles(app: Router) {
  app.get("/public/avatars/:file", access.public(), async (c) => {
    const avatar = await readAvatar(c.get("services").storage, c.req.param("file"));
    if (!avatar) throw new ApiError("NOT_FOUND");
    return c.body(new Uint8Array(avatar.bytes), 200, {
      "content-type": avatar.contentType,
      // A day, not a year: a deleted account's picture must not live on in caches for long.
      "cache-control": "public, max-age=86400",
      "x-content-type-options": "nosniff",
    });
  });
}
