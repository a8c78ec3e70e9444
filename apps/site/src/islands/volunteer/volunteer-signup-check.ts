import { issuesToFieldErrors, type MessageId } from "@rimbun/domain/messages";
import { volunteerSignupSchema } from "@rimbun/domain/schemas/volunteer";

export interface VolunteerSignupState {
  firstname: string;
  lastname: string;
  email: string;
  /** Digits after +62. */
  phone: string;
  sex: "" | "female" | "male";
  birthdate: string;
  province: string;
  city: string;
  occupation: string;
  institution: string;
  hobby: string;
  source: string;
  motivation: string;
  instagram: string;
  agreement: boolean;
}

export const emptyVolunteerSignup: VolunteerSignupState = {
  firstname: "",
  lastname: "",
  email: "",
  phone: "",
  sex: "",
  birthdate: "",
  province: "",
  city: "",
  occupation: "",
  institution: "",
  hobby: "",
  source: "",
  motivation: "",
  instagram: "",
  agreement: false,
};

export type VolunteerSignupErrors = Partial<Record<keyof VolunteerSignupState, MessageId>>;

/** SPEC 5: first name, last name, e-mail and phone required; sex chosen; the training agreement ticked. */
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
