import { embedReturnOrigin, isEmbedCode } from "@rimbun/domain/embeds";

/**
 * The partner's site a donor may go back to from the result page (docs/embed.md#after-paying): the API
 * adds `embed` and `return_to` to the provider's way back only for an origin on the code's allowlist;
 * the page checks it against the code's current allowlist once more, so an address edited by hand can
 * never make our page link elsewhere.
 */
export async function embedReturnAddress(
  search: string,
  allowedOriginsOf: (code: string) => Promise<readonly string[]>,
): Promise<string | null> {
  const query = new URLSearchParams(search);
  const code = query.get("embed");
  const returnTo = query.get("return_to");
  if (!isEmbedCode(code) || !returnTo) return null;
  try {
    const origin = embedReturnOrigin(returnTo, await allowedOriginsOf(code));
    return origin ? `${origin}/` : null;
  } catch (error) {
    console.warn("the embed's allowlist could not be read", error);
    return null;
  }
}
