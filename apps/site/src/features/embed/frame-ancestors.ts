/**
 * The `frame-ancestors` directive of a page's Content-Security-Policy replaced by a list of origins
 * (docs/decisions/embeds.md): only the embed pages carry one, taken from their code's allowlist; an
 * empty list, or a policy without the directive, keeps 'none'. Origins are checked again here so that
 * nothing but `scheme://host[:port]` can reach the header.
 */
export function withFrameAncestors(policy: string, origins: readonly string[]): string {
  const safe = origins.filter((origin) => /^https?:\/\/[a-z0-9.-]+(?::\d{1,5})?$/.test(origin));
  const value = safe.length > 0 ? safe.join(" ") : "'none'";
  const directives = policy
    .split(";")
    .map((directive) => directive.trim())
    .filter((directive) => directive.length > 0 && !/^frame-ancestors(\s|$)/i.test(directive));
  return [...directives, `frame-ancestors ${value}`].join("; ");
}
