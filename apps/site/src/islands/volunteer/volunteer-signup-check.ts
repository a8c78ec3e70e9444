import { issuesToFieldErrors } from "@rimbun/domain/messages";
import { volunteerSignupSchema } from "@rimbun/domain/schemas/volunteer";
import type { VolunteerSignupErrors, VolunteerSignupState } from "./volunteer-signup-state.ts";

/**
 * First name, last name, e-mail and phone required; sex chosen; the training agreement ticked
 * (docs/product/fundraiser-buddy.md#volunteers).
 */
export function checkVolunteerSignup(
  state: VolunteerSignupState,
): { ok: true; fields: Record<string, string> } | { ok: false; errors: VolunteerSignupErrors } {
  const parsed = volunteerSignupSchema.safeParse({ ...state, sex: state.sex || undefined });
  if (!parsed.success) return { ok: false, errors: issuesToFieldErrors(parsed.error) };
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(parsed.data)) {
    if (value === undefined) continue;
    fields[key] = typeof value === "boolean" ? String(value) : String(value);
  }
  return { ok: true, fields };
}
