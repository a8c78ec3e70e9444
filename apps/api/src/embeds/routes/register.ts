import type { Router } from "../../platform/http/openapi.ts";
import { registerPartnerReport } from "./partner-report.ts";
import { registerPublicEmbed } from "./public-embed.ts";
import { registerStaffEmbedsCreate } from "./staff-embeds-create.ts";
import { registerStaffEmbedsList } from "./staff-embeds-list.ts";
import { registerStaffEmbedsUpdate } from "./staff-embeds-update.ts";

/** Partner embeds (docs/product/embeds.md): the staff calls, the public code and the partner report. */
export function registerEmbeds(app: Router) {
  registerStaffEmbedsList(app);
  registerStaffEmbedsCreate(app);
  registerStaffEmbedsUpdate(app);
  registerPublicEmbed(app);
  registerPartnerReport(app);
}
