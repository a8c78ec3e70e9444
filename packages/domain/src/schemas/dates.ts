import { z } from "zod";
import { isIsoDay } from "../dates.ts";
import { messages } from "../messages.ts";

export const isoDaySchema = z
  .string({ error: messages.invalidDate.id })
  .refine(isIsoDay, { error: messages.invalidDate.id });

/** Both dates optional; when both are present the start may not be after the end. */
export const optionalDateRangeShape = {
  startDate: isoDaySchema.optional(),
  endDate: isoDaySchema.optional(),
};
