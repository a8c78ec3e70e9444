import type { ResponseOf, WallModerationInput, WallQuery, WallReportInput } from "@rimbun/contract";
import { type ApiClientConfig, call } from "./http.ts";

// The donor wall (docs/product/fundraisers.md#donor-wall): public reads, Aamiin and reports (the
// browser's own cookie counts them once, so those send credentials), and the staff queue.

export type {
  Aamiin,
  StaffReportedPage,
  StaffWallMessage,
  Wall,
  WallMessage,
  WallModerationInput,
  WallQuery,
  WallQueue,
  WallReportInput,
} from "@rimbun/contract";

const wallQuery = (query: WallQuery) => ({ before: query.before, limit: query.limit });
const signalOf = (options: { signal?: AbortSignal }) => (options.signal ? { signal: options.signal } : {});

/** GET /v1/campaigns/{slug}/wall: a published campaign's messages, newest first (404 otherwise). */
export function getCampaignWall(
  config: ApiClientConfig,
  slug: string,
  query: WallQuery = {},
  options: { signal?: AbortSignal } = {},
): Promise<ResponseOf<"getCampaignWall">> {
  return call(config, "getCampaignWall", `/v1/campaigns/${encodeURIComponent(slug)}/wall`, {
    credentials: "omit",
    query: wallQuery(query),
    ...signalOf(options),
  });
}

/** GET /v1/fundraisers/{slug}/wall: a shown fundraiser page's messages, newest first (404 otherwise). */
export function getFundraiserWall(
  config: ApiClientConfig,
  slug: string,
  query: WallQuery = {},
  options: { signal?: AbortSignal } = {},
): Promise<ResponseOf<"getFundraiserWall">> {
  return call(config, "getFundraiserWall", `/v1/fundraisers/${encodeURIComponent(slug)}/wall`, {
    credentials: "omit",
    query: wallQuery(query),
    ...signalOf(options),
  });
}

/** POST /v1/wall/messages/{id}/aamiin: once per browser; a repeat answers the same count. */
export function sayAamiin(config: ApiClientConfig, messageId: string): Promise<ResponseOf<"sayAamiin">> {
  return call(config, "sayAamiin", `/v1/wall/messages/${encodeURIComponent(messageId)}/aamiin`, {
    method: "POST",
    json: {},
  });
}

/** POST /v1/wall/messages/{id}/report: once per browser and message. */
export function reportWallMessage(
  config: ApiClientConfig,
  messageId: string,
  input: WallReportInput,
): Promise<ResponseOf<"reportWallMessage">> {
  return call(config, "reportWallMessage", `/v1/wall/messages/${encodeURIComponent(messageId)}/report`, {
    method: "POST",
    json: input,
  });
}

/** POST /v1/wall/pages/{slug}/report: once per browser and page. */
export function reportFundraiserPage(
  config: ApiClientConfig,
  slug: string,
  input: WallReportInput,
): Promise<ResponseOf<"reportFundraiserPage">> {
  return call(config, "reportFundraiserPage", `/v1/wall/pages/${encodeURIComponent(slug)}/report`, {
    method: "POST",
    json: input,
  });
}

/** GET /v1/admin/wall/queue: held and reported messages, reported pages. */
export function getWallQueue(
  config: ApiClientConfig,
  options: { signal?: AbortSignal } = {},
): Promise<ResponseOf<"getWallQueue">> {
  return call(config, "getWallQueue", "/v1/admin/wall/queue", signalOf(options));
}

const messageAction = (id: string, action: string) =>
  `/v1/admin/wall/messages/${encodeURIComponent(id)}/${action}`;

/** POST /v1/admin/wall/messages/{id}/approve: a held message appears; a reported one stays, its reports closed. */
export function approveWallMessage(
  config: ApiClientConfig,
  id: string,
  input: WallModerationInput,
): Promise<ResponseOf<"approveWallMessage">> {
  return call(config, "approveWallMessage", messageAction(id, "approve"), { method: "POST", json: input });
}

/** POST /v1/admin/wall/messages/{id}/hide: off the walls, with the reason. */
export function hideWallMessage(
  config: ApiClientConfig,
  id: string,
  input: WallModerationInput,
): Promise<ResponseOf<"hideWallMessage">> {
  return call(config, "hideWallMessage", messageAction(id, "hide"), { method: "POST", json: input });
}

/** POST /v1/admin/wall/messages/{id}/restore: a message a staffer hid appears again. */
export function restoreWallMessage(
  config: ApiClientConfig,
  id: string,
  input: WallModerationInput,
): Promise<ResponseOf<"restoreWallMessage">> {
  return call(config, "restoreWallMessage", messageAction(id, "restore"), { method: "POST", json: input });
}

/** POST /v1/admin/wall/pages/{id}/dismiss: a reported page stays; its open reports are closed. */
export function dismissPageReports(
  config: ApiClientConfig,
  pageId: string,
  input: WallModerationInput,
): Promise<ResponseOf<"dismissPageReports">> {
  return call(config, "dismissPageReports", `/v1/admin/wall/pages/${encodeURIComponent(pageId)}/dismiss`, {
    method: "POST",
    json: input,
  });
}
