import { wallDisplays, wallReportReasons } from "@rimbun/domain/donor-wall";
import { staffReasonSchema } from "@rimbun/domain/schemas/staff";
import { wallQuerySchema as domainWallQuerySchema, wallReportSchema } from "@rimbun/domain/schemas/wall";
import { z } from "zod";

// The donor wall (docs/product/fundraisers.md#donor-wall). A gift's message is sent with call 3's
// optional fields `wall_message`, `wall_display` and `wall_show_amount` (`createPaymentRequestSchemaFor`).
// Bodies are plain text: show them as text, never as HTML.

export type { WallDisplay, WallReportReason } from "@rimbun/domain/donor-wall";
export { WALL_MESSAGE_MAX_LENGTH, WALL_PAGE_DEFAULT, WALL_PAGE_MAX } from "@rimbun/domain/donor-wall";

/** The life of a message as staff see it: waits for its gift, shown, held for review, hidden. */
export const wallMessageStatuses = ["awaiting_payment", "visible", "held", "hidden"] as const;
export type WallMessageStatus = (typeof wallMessageStatuses)[number];

/** GET /v1/campaigns/{slug}/wall and /v1/fundraisers/{slug}/wall: `?before=` (a `next_before`) and `?limit=` (1-50). */
export const wallQuerySchema = domainWallQuerySchema;
export interface WallQuery {
  before?: string | undefined;
  limit?: number | undefined;
}

/**
 * One message on a wall. `display_name` null: the donor chose to stay anonymous (the site shows "Orang
 * Baik" / "A kind person"); `amount` null: the donor did not allow it to be shown; `body` may be empty
 * (the donor only chose to appear).
 */
export const wallMessageSchema = z
  .object({
    id: z.string(),
    display_name: z.string().nullable(),
    body: z.string(),
    amount: z.number().nullable(),
    aamiin_count: z.number(),
    published_at: z.string(),
  })
  .meta({ id: "WallMessage" });
export type WallMessage = z.infer<typeof wallMessageSchema>;

/** A page of a wall, newest first; `next_before` reads the next (older) page, null at the end. */
export const wallSchema = z
  .object({ messages: z.array(wallMessageSchema), next_before: z.string().nullable() })
  .meta({ id: "Wall" });
export type Wall = z.infer<typeof wallSchema>;

/** POST /v1/wall/messages/{id}/aamiin: the message's count; the same answer when the browser said it before. */
export const aamiinSchema = z
  .object({ message_id: z.string(), aamiin_count: z.number() })
  .meta({ id: "Aamiin" });
export type Aamiin = z.infer<typeof aamiinSchema>;

/** POST /v1/wall/messages/{id}/report and /v1/wall/pages/{slug}/report: the reason. */
export const wallReportRequestSchema = wallReportSchema;
export type WallReportInput = z.input<typeof wallReportRequestSchema>;
/** A report is taken once per browser and item; a repeat answers the same. */
export const wallReportedSchema = z.object({ reported: z.literal(true) }).meta({ id: "WallReported" });

/** Open reports of an item by reason. */
const reportCountsSchema = z.object(
  Object.fromEntries(wallReportReasons.map((reason) => [reason, z.number()])) as Record<
    (typeof wallReportReasons)[number],
    z.ZodNumber
  >,
);

/** A message as staff see it in the moderation queue and after an action. */
export const staffWallMessageSchema = z
  .object({
    id: z.string(),
    status: z.enum(wallMessageStatuses),
    body: z.string(),
    display: z.enum(wallDisplays),
    display_name: z.string().nullable(),
    amount: z.number().nullable(),
    campaign_slug: z.string().nullable(),
    fundraiser_page_slug: z.string().nullable(),
    /** Why it is held (`link`, `abuse`), or the staffer's reason for the last action. */
    moderation_reason: z.string().nullable(),
    moderated_at: z.string().nullable(),
    aamiin_count: z.number(),
    /** Open reports (not yet acted on), by reason. */
    open_reports: reportCountsSchema,
    created_at: z.string(),
    published_at: z.string().nullable(),
  })
  .meta({ id: "StaffWallMessage" });
export type StaffWallMessage = z.infer<typeof staffWallMessageSchema>;

/** A fundraiser page with open reports, for the queue (hiding the page is a page action). */
export const staffReportedPageSchema = z
  .object({
    id: z.string(),
    slug: z.string(),
    title: z.string(),
    status: z.string(),
    hidden: z.boolean(),
    open_reports: reportCountsSchema,
    last_reported_at: z.string(),
  })
  .meta({ id: "StaffReportedPage" });
export type StaffReportedPage = z.infer<typeof staffReportedPageSchema>;

/** GET /v1/admin/wall/queue: held and reported messages, oldest first, and reported pages (at most 100 each). */
export const wallQueueSchema = z
  .object({ messages: z.array(staffWallMessageSchema), pages: z.array(staffReportedPageSchema) })
  .meta({ id: "WallQueue" });
export type WallQueue = z.infer<typeof wallQueueSchema>;

/** POST /v1/admin/wall/messages/{id}/{approve,hide,restore} and /v1/admin/wall/pages/{id}/dismiss: the audited reason. */
export const wallModerationSchema = z.object({ reason: staffReasonSchema });
export type WallModerationInput = z.input<typeof wallModerationSchema>;

/** POST /v1/admin/wall/pages/{id}/dismiss: how many open reports were closed. */
export const dismissedReportsSchema = z.object({ dismissed: z.number() }).meta({ id: "DismissedReports" });

export const donorWallResponses = {
  getCampaignWall: wallSchema,
  getFundraiserWall: wallSchema,
  sayAamiin: aamiinSchema,
  reportWallMessage: wallReportedSchema,
  reportFundraiserPage: wallReportedSchema,
  getWallQueue: wallQueueSchema,
  approveWallMessage: staffWallMessageSchema,
  hideWallMessage: staffWallMessageSchema,
  restoreWallMessage: staffWallMessageSchema,
  dismissPageReports: dismissedReportsSchema,
} as const;
