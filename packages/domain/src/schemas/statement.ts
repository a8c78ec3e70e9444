import { z } from "zod";
import { startNotAfterEnd } from "../dates.ts";
import { messages } from "../messages.ts";
import { rangeDays, STATEMENT_MAX_DAYS } from "../statement.ts";
import { isoDaySchema } from "./dates.ts";

/** GET /v1/donations/statement: both Jakarta days required, start not after end, at most 366 days. */
export const donationStatementQuerySchema = z
  .object({ startDate: isoDaySchema, endDate: isoDaySchema })
  .refine(startNotAfterEnd, { error: messages.invalidDateRange.id, path: ["endDate"] })
  // Only a range of real days in the right order can be too long (the other refusals say more).
  .refine((range) => !(rangeDays(range) > STATEMENT_MAX_DAYS), {
    error: messages.invalidStatementRange.id,
    path: ["endDate"],
  });
export type DonationStatementQuery = z.output<typeof donationStatementQuerySchema>;
