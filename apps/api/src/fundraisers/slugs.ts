import { randomBytes } from "node:crypto";

/**
 * A page's or team's address made from its title (docs/product/fundraisers.md#pages): lower-case ASCII
 * words joined by hyphens, accents dropped, at most 60 characters; a title with no letters or digits
 * (emoji, another script) gives `galang`. Fixed once made, because share links name it.
 */
export function slugBase(title: string): string {
  const words = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  const cut = words.slice(0, 60).replace(/-+$/g, "");
  return cut || "galang";
}

/** The base, then the base with a short random suffix: what to try, in order, until one is free. */
export function* slugCandidates(title: string): Generator<string> {
  const base = slugBase(title);
  yield base;
  for (let attempt = 0; attempt < 8; attempt += 1) yield `${base}-${randomBytes(3).toString("hex")}`;
}
