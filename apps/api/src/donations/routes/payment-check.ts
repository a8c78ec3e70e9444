import { createRoute, z } from "@hono/zod-openapi";
import {
  checkPaymentQuerySchema,
  type PaymentCheckStatus,
  paymentCheckStatusSchema,
  responses,
} from "@rimbun/contract";
import type { DonationStatus } from "@rimbun/domain/donations";
import { access, guarded } from "../../platform/http/access.ts";
import { ApiError } from "../../platform/http/errors.ts";
import { errorResponses, jsonContent, type Router } from "../../platform/http/openapi.ts";
import { paymentOf } from "../lookups.ts";

const statusOf: Record<DonationStatus, PaymentCheckStatus> = {
  done: "PAID",
  pending: "PENDING",
  failed: "FAILED",
  expired: "EXPIRED",
  refunded: "REFUNDED",
};

const route = createRoute({
  method: "get",
  path: "/payment/check",
  tags: ["Payments"],
  summary: "Call 6: the status of one payment (PAID when done); no token",
  description: "Reveals only the status of the payment named by both `channel` and `pgid`.",
  ...guarded(access.public()),
  request: { query: checkPaymentQuerySchema },
  responses: {
    200: jsonContent(
      z.object({
        error: z.literal(false),
        status: paymentCheckStatusSchema,
        result: responses.checkPayment,
        message: z.string(),
      }),
    ),
    400: errorResponses[400],
    404: errorResponses[404],
  },
});

export function registerPaymentCheck(app: Router) {
  app.openapi(route, async (c) => {
    const { channel, pgid } = c.req.valid("query");
    const row = await paymentOf(c.get("services").db, pgid, channel);
    if (!row) throw new ApiError("NOT_FOUND");
    const status = statusOf[row.status];
    return c.json(
      { error: false as const, status, result: { status, channel: row.channel, pgid }, message: "ok" },
      200,
    );
  });
}
