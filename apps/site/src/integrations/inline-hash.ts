import { createHash } from "node:crypto";

/**
 * The Content-Security-Policy source for one inline script or style (`sha256-<base64>`), as Astro's
 * `security.csp.scriptDirective.hashes` takes it: the browser runs the element only if the hash of its
 * exact text is in the policy (docs/decisions/csp.md).
 */
export function inlineHash(content: string): `sha256-${string}` {
  return `sha256-${createHash("sha256").update(content, "utf8").digest("base64")}`;
}
