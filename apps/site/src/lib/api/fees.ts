import * as fees from "@rimbun/api-client/fees";
import { withSiteConfig } from "./client.ts";

/** The channels' fees in force, for the fee a donor may cover (docs/product/donation-flow.md#cover-the-fee). */
export const getChannelFees = withSiteConfig(fees.getChannelFees);
