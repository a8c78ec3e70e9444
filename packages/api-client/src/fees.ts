import type { ChangeRecurringCoverFeeInput, ResponseOf, UpdateChannelFeeInput } from "@rimbun/contract";
import { type ApiClientConfig, call } from "./http.ts";

export type { AdminChannelFee, ChannelFeeRow } from "@rimbun/contract";

/** GET /v1/site/channel-fees: every channel's fee in force, to show the fee a donor may cover. */
export function getChannelFees(
  config: ApiClientConfig,
  options: { signal?: AbortSignal } = {},
): Promise<ResponseOf<"getChannelFees">> {
  return call(
    config,
    "getChannelFees",
    "/v1/site/channel-fees",
    options.signal ? { signal: options.signal } : {},
  );
}

/** POST /v1/donations/recurring/cover-fee: the donor turns covering the fee on or off for a monthly plan. */
export function changeRecurringCoverFee(
  config: ApiClientConfig,
  input: ChangeRecurringCoverFeeInput,
): Promise<ResponseOf<"changeRecurringCoverFee">> {
  return call(config, "changeRecurringCoverFee", "/v1/donations/recurring/cover-fee", {
    method: "POST",
    form: {
      pg_id: input.pg_id,
      cover_fee: input.cover_fee === true || input.cover_fee === "true" ? "true" : "false",
    },
  });
}

/** GET /v1/admin/channel-fees: the staff table, each channel's fee, default and last change (administrators). */
export function listAdminChannelFees(
  config: ApiClientConfig,
  options: { signal?: AbortSignal } = {},
): Promise<ResponseOf<"listAdminChannelFees">> {
  return call(
    config,
    "listAdminChannelFees",
    "/v1/admin/channel-fees",
    options.signal ? { signal: options.signal } : {},
  );
}

export type UpdateChannelFee = { channel: string } & UpdateChannelFeeInput;

/** PUT /v1/admin/channel-fees/{channel}: an administrator sets one channel's fee, with a reason (audited). */
export function updateChannelFee(
  config: ApiClientConfig,
  { channel, ...input }: UpdateChannelFee,
): Promise<ResponseOf<"updateChannelFee">> {
  return call(config, "updateChannelFee", `/v1/admin/channel-fees/${encodeURIComponent(channel)}`, {
    method: "PUT",
    json: input,
  });
}
