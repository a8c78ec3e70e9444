import { frameAncestorsFor } from "@rimbun/domain/embeds";

/**
 * The `frame-ancestors` directive of a page's Content-Security-Policy replaced by a code's allowed
 * origins (docs/decisions/embed-loader.md): only the embed pages carry one; an empty list keeps 'none'. The
 * domain checks each origin again, so nothing but `scheme://host[:port]` can reach the header.
 */
export function withFrameAncestors(policy: string, origins: readonly string[]): string {
  const directives = policy
    .split(";")
    .map((directive) => directive.trim())
    .filter((directive) => directive.length > 0 && !/^frame-ancestors(\s|$)/i.test(directive));
  return [...directives, `frame-ancestors ${frameAncestorsFor(origins)}`].join("; ");
}
