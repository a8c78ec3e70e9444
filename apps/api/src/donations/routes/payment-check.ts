import { z } from "@hono/zod-openapi";
import {
  checkPaymentQuerySchema,
  type PaymentCheckStatus,
  paymentCheckStatusSchema,
  responses,
} from "@rimbun/contract";
import type { DonationStatus } from "@rimbun/domain/donations";
import { access } from "../../platform/http/access.ts";
import { ApiError } from "../../platform/http/errors.ts";
import { jsonContent } from "../../platform/http/openapi.ts";
import { defineRoute, validated } from "../../platform/http/route.ts";
import { paymentOf } from "../lookups.ts";

const statusOf: Record<DonationStatus, PaymentCheckStatus> = {
  done: "PAID",
  pending: "PENDING",
  failed: "FAILED",
  expired: "EXPIRED",
  refunded: "REFUNDED",
};

export const registerPaymentCheck = defineRoute({
  method: "get",
  path: "/payment/check",
  tags: ["Payments"],
  summary: "Call 6: the status of one payment (PAID when done); no token",
  description: "Reveals only the status of the payment named by both `channel` and `pgid`.",
  request: { query: checkPaymentQuerySchema },
  errors: [400, 404],
  // The envelope with the status beside it, as call 6 has always answered.
  otherResponses: {
    200: jsonContent(
      z.object({
        error: z.literal(false),
        status: paymentCheckStatusSchema,
        result: responses.checkPayment,
        message: z.string(),
      }),
    ),
  },
  access: access.public(),
  handle: async (c) => {
    const { channel, pgid } = validated(c, "query", checkPaymentQuerySchema);
    const row = await paymentOf(c.get("services").db, pgid, channel);
    if (!row) throw new ApiError("NOT_FOUND");
    const status = statusOf[row.status];
    return c.json(
      { error: false as const, status, result: { status, channel: row.channel, pgid }, message: "ok" },
      200,
    );
  },
});
