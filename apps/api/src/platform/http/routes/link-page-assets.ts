import { access } from "../access.ts";
import { ApiError } from "../errors.ts";
import { linkPageAssets } from "../link-page-assets.ts";
import type { Router } from "../openapi.ts";

/**
 * `/assets/<name>.<hash>.<ext>`: the stylesheet, typeface and logo of the API's own pages, public and
 * cached for a year (a new file is a new name). Only the names the pages link are served.
 */
export function registerLinkPageAssets(app: Router) {
  app.get("/assets/:file", access.public(), (c) => {
    const asset = linkPageAssets().byName.get(c.req.param("file"));
    if (!asset) throw new ApiError("NOT_FOUND");
    return c.body(asset.bytes.slice(), 200, {
      "content-type": asset.contentType,
      "cache-control": "public, max-age=31536000, immutable",
      "x-content-type-options": "nosniff",
    });
  });
}
