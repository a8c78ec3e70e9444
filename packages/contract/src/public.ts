import { reportRequestSchema, volunteerSignupSchema } from "@rimbun/domain/schemas";
import { z } from "zod";

/** Call 14: multipart volunteer application. */
export const signUpVolunteerRequestSchema = volunteerSignupSchema;
export type SignUpVolunteerInput = z.input<typeof signUpVolunteerRequestSchema>;
/** Call 17: multipart name, phone, email and `agree` (newsletter consent). */
export const requestImpactReportRequestSchema = reportRequestSchema;
export type RequestImpactReportInput = z.input<typeof requestImpactReportRequestSchema>;

export const publicResponses = {
  /** Pending until an administrator approves it. */
  signUpVolunteer: z.object({ status: z.literal("pending") }),
  requestImpactReport: z.literal("ok"),
} as const;
