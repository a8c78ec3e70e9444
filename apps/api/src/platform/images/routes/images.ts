import { createRoute, z } from "@hono/zod-openapi";
import { IMAGE_MAX_BYTES, responses } from "@rimbun/contract";
import { access, guarded } from "../../http/access.ts";
import { ApiError } from "../../http/errors.ts";
import { envelope, errorResponses, jsonContent, ok, type Router } from "../../http/openapi.ts";
import { imageContentTypes, readImageVariant, storeImage } from "../images.ts";

/** The upload route's own body limit (the app's is 3 MB): the file plus room for the multipart frame. */
export const imageUploadMaxBodyBytes = IMAGE_MAX_BYTES + 64 * 1024;
export const imageUploadPath = "/v1/admin/images";

const staffOnly = access.staff();

const upload = createRoute({
  method: "post",
  path: imageUploadPath,
  tags: ["Campaigns (staff)"],
  summary: "Upload a campaign picture: JPEG, PNG or WebP, at most 8 MB and 40 megapixels (staff)",
  description:
    "Multipart field `file`. The type is read from the bytes; the picture is turned upright, stripped of its metadata and stored as AVIF and WebP at 480/960/1600 px wide (never wider than the original). 413 `image.tooLarge` / `image.tooManyPixels`, 415 `image.type` (also for a file that cannot be decoded). Audited.",
  ...guarded(staffOnly),
  request: {
    body: {
      content: {
        "multipart/form-data": {
          schema: z.object({ file: z.any().openapi({ type: "string", format: "binary" }) }),
        },
      },
    },
  },
  responses: {
    200: jsonContent(envelope(responses.uploadImage)),
    400: errorResponses[400],
    401: errorResponses[401],
    403: errorResponses[403],
    413: { description: "File larger than 8 MB or more than 40 megapixels" },
    415: { description: "Not a JPEG, PNG or WebP picture" },
  },
});

const variantName = /^(\d{2,4})\.(avif|webp)$/;

const serve = createRoute({
  method: "get",
  path: "/v1/images/{id}/{file}",
  tags: ["Campaigns"],
  ...guarded(access.public()),
  summary: "One stored width of a picture, `{width}.avif` or `{width}.webp` (immutable)",
  request: { params: z.object({ id: z.string().min(1).max(64), file: z.string().max(16) }) },
  responses: {
    200: {
      description: "The picture",
      content: { "image/avif": { schema: z.any() }, "image/webp": { schema: z.any() } },
    },
    404: errorResponses[404],
  },
});

export function registerImages(app: Router) {
  app.openapi(upload, async (c) => {
    const staffer = staffOnly.viewer(c);
    // The body guard has parsed a copy already: a broken multipart body never gets here.
    const { file } = await c.req.parseBody();
    if (!(file instanceof File) || file.size === 0)
      throw new ApiError("VALIDATION", { fields: { file: "invalid.required" } });
    return c.json(ok(await storeImage(c.get("services"), staffer, file)), 200);
  });

  app.openapi(serve, async (c) => {
    const { id, file } = c.req.valid("param");
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
    }) as never;
  });
}
