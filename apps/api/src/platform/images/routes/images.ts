import { z } from "@hono/zod-openapi";
import { IMAGE_MAX_BYTES, responses } from "@rimbun/contract";
import { access } from "../../http/access.ts";
import { ApiError } from "../../http/errors.ts";
import { ok, type Router } from "../../http/openapi.ts";
import { defineRoute, validated } from "../../http/route.ts";
import { imageContentTypes, readImageVariant, storeImage } from "../images.ts";

/** The upload route's own body limit (the app's is 3 MB): the file plus room for the multipart frame. */
export const imageUploadMaxBodyBytes = IMAGE_MAX_BYTES + 64 * 1024;
export const imageUploadPath = "/v1/admin/images";

const registerUpload = defineRoute({
  method: "post",
  path: imageUploadPath,
  tags: ["Campaigns (staff)"],
  summary: "Upload a campaign picture: JPEG, PNG or WebP, at most 8 MB and 40 megapixels (staff)",
  description:
    "Multipart field `file`. The type is read from the bytes; the picture is turned upright, stripped of its metadata and stored as AVIF and WebP at 480/960/1600 px wide (never wider than the original). 413 `image.tooLarge` / `image.tooManyPixels`, 415 `image.type` (also for a file that cannot be decoded). Audited.",
  request: {
    body: {
      content: {
        "multipart/form-data": {
          schema: z.object({ file: z.any().openapi({ type: "string", format: "binary" }) }),
        },
      },
    },
  },
  result: responses.uploadImage,
  errors: [400, 401, 403],
  otherResponses: {
    413: { description: "File larger than 8 MB or more than 40 megapixels" },
    415: { description: "Not a JPEG, PNG or WebP picture" },
  },
  access: access.staff(),
  handle: async (c, staffer) => {
    // The body guard has parsed a copy already: a broken multipart body never gets here.
    const { file } = await c.req.parseBody();
    if (!(file instanceof File) || file.size === 0)
      throw new ApiError("VALIDATION", { fields: { file: "invalid.required" } });
    return c.json(ok(await storeImage(c.get("services"), staffer, file)), 200);
  },
});

const variantName = /^(\d{2,4})\.(avif|webp)$/;
const variantParams = z.object({ id: z.string().min(1).max(64), file: z.string().max(16) });

const registerServe = defineRoute({
  method: "get",
  path: "/v1/images/{id}/{file}",
  tags: ["Campaigns"],
  summary: "One stored width of a picture, `{width}.avif` or `{width}.webp` (immutable)",
  request: { params: variantParams },
  errors: [404],
  otherResponses: {
    200: {
      description: "The picture",
      content: { "image/avif": { schema: z.any() }, "image/webp": { schema: z.any() } },
    },
  },
  access: access.public(),
  handle: async (c) => {
    const { id, file } = validated(c, "param", variantParams);
    const match = variantName.exec(file);
    if (!match) throw new ApiError("NOT_FOUND");
    const format = match[2] as "avif" | "webp";
    const bytes = await readImageVariant(c.get("services").db, id, Number(match[1]), format);
    if (!bytes) throw new ApiError("NOT_FOUND");
    return c.body(new Uint8Array(bytes), 200, {
      "content-type": imageContentTypes[format],
      // An image's bytes never change under its id: a new upload is a new id.
      "cache-control": "public, max-age=31536000, immutable",
      "x-content-type-options": "nosniff",
      // Public pictures: the site, the dashboard and webmail show them.
      "cross-origin-resource-policy": "cross-origin",
    });
  },
});

export function registerImages(app: Router) {
  registerUpload(app);
  registerServe(app);
}
