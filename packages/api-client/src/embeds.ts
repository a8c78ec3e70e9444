import type { ResponseOf } from "@rimbun/contract";
import type { CreateEmbedInput, PartnerReportQuery, UpdateEmbedInput } from "@rimbun/domain/schemas/embeds";
import { type ApiClientConfig, call } from "./http.ts";

// Embeds (docs/product/embeds.md): the console's embed code screens and partner report (staff), and the
// public code the site's embed pages and loader read.

export type { EmbedCode, EmbedTarget, PartnerReportRow, PublicEmbed } from "@rimbun/contract";
export type { CreateEmbedInput, PartnerReportQuery, UpdateEmbedInput } from "@rimbun/domain/schemas/embeds";

const signalOf = (options: { signal?: AbortSignal }) => (options.signal ? { signal: options.signal } : {});

/** GET /v1/staff/embeds (staff): every code, newest first, with its paid gifts. */
export function listEmbeds(
  config: ApiClientConfig,
  options: { signal?: AbortSignal } = {},
): Promise<ResponseOf<"listEmbeds">> {
  return call(config, "listEmbeds", "/v1/staff/embeds", signalOf(options));
}

/** POST /v1/staff/embeds (staff, audited): a new code for a campaign or a fundraiser page. */
export function createEmbed(
  config: ApiClientConfig,
  input: CreateEmbedInput,
): Promise<ResponseOf<"createEmbed">> {
  return call(config, "createEmbed", "/v1/staff/embeds", { method: "POST", json: input });
}

/** PATCH /v1/staff/embeds/{id} (staff, audited): change any field or switch the code off, with a reason. */
export function updateEmbed(
  config: ApiClientConfig,
  id: string,
  input: UpdateEmbedInput,
): Promise<ResponseOf<"updateEmbed">> {
  return call(config, "updateEmbed", `/v1/staff/embeds/${encodeURIComponent(id)}`, {
    method: "PATCH",
    json: input,
  });
}

/** GET /v1/embeds/{id} (public): the code's look, origins, target and goal meter; 404 when unknown or off. */
export function getPublicEmbed(
  config: ApiClientConfig,
  id: string,
  options: { signal?: AbortSignal } = {},
): Promise<ResponseOf<"getPublicEmbed">> {
  return call(config, "getPublicEmbed", `/v1/embeds/${encodeURIComponent(id)}`, {
    credentials: "omit",
    ...signalOf(options),
  });
}

/**
 * GET /v1/reports/partners (staff): paid gifts by partner code in a range of Jakarta days (refunds out). The
 * same rows as CSV: `downloadReportExport(config, { dataset: "partners", format: "csv", startDate, endDate })`.
 */
export function getPartnerReport(
  config: ApiClientConfig,
  range: PartnerReportQuery,
  options: { signal?: AbortSignal } = {},
): Promise<ResponseOf<"getPartnerReport">> {
  return call(config, "getPartnerReport", "/v1/reports/partners", {
    query: { from: range.from, to: range.to },
    ...signalOf(options),
  });
}
