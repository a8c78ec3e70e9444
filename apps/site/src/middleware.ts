import { defineMiddleware } from "astro:middleware";
import { withFrameAncestors } from "./features/embed/frame-ancestors.ts";

/**
 * Every page keeps `frame-ancestors 'none'` from the site's policy (astro.config.mjs,
 * docs/decisions/csp.md) except the embed pages, which name their code's allowed origins in
 * `Astro.locals.frameAncestors` (docs/decisions/embed-loader.md). Astro writes the policy header after the
 * page has rendered its frontmatter, so the directive is replaced here, on the finished response.
 */
export const onRequest = defineMiddleware(async (context, next) => {
  const response = await next();
  const origins = context.locals.frameAncestors;
  const policy = response.headers.get("content-security-policy");
  if (!origins || !policy) return response;
  response.headers.set("content-security-policy", withFrameAncestors(policy, origins));
  return response;
});
