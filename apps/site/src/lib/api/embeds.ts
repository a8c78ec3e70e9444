import * as embeds from "@rimbun/api-client/embeds";
import { withSiteConfig } from "./client.ts";

/** GET /v1/embeds/{id}: a partner code's public side (its allowlist, for the result page's way back). */
export const getPublicEmbed = withSiteConfig(embeds.getPublicEmbed);
